import { describe, expect, it } from 'vitest';

import { useIndexedCorpus } from '../../../test/corpus-index';
import { testDatabases } from '../../../test/databases';
import { retrievePassages } from '../retrieval';
import { loadVocabulary, orderedLexemes, type VocabularyData } from './data';
import { expandQuestion, type StemmedWord } from './expand';

const stemmed = (pairs: Array<[string, Partial<StemmedWord['lexemes']>]>): StemmedWord[] =>
  pairs.map(([word, lexemes]) => ({ word, lexemes: { it: [], en: [], fr: [], ...lexemes } }));

/** A vocabulary of Italian entries only, with the usual source weights. */
function italianVocabulary(it: VocabularyData['entries']['it']): VocabularyData {
  return {
    format: 1,
    sources: [],
    weights: { lay: 0.8, aligned: 0.7, dictionary: 0.5, thesaurus: 0.3 },
    entries: { it, en: {}, fr: {} },
  };
}

describe('the legal vocabulary', () => {
  it('reads a tsvector back into word order', () => {
    expect(orderedLexemes("'dator':1 'lavor':3 'cap':5,7")).toEqual([
      'dator',
      'lavor',
      'cap',
      'cap',
    ]);
  });

  it('ships lay terms that lead to the legal ones in the three languages', () => {
    const vocabulary = loadVocabulary();
    // "padrone di casa" (landlord) -> locatore; "theft" -> furto and vol.
    expect(vocabulary.entries.it['padron cas']).toContainEqual(['it', 'locator', 0.8, 'l']);
    expect(vocabulary.entries.en['theft']).toContainEqual(['it', 'furt', 0.8, 'l']);
    expect(vocabulary.entries.en['theft']).toContainEqual(['fr', 'vol', 0.8, 'l']);
    // A legal term longer than three lexemes (a heading of the Civil Code, "rovina e difetti di
    // cose immobili") leads there by its distinctive words, not by the common "cose".
    expect(vocabulary.entries.it['crep']).toContainEqual(['it', 'rovin difett immobil', 0.8, 'l']);
    expect(vocabulary.entries.en['hidden camera']).toContainEqual([
      'it',
      'interferent illec vit',
      0.8,
      'l',
    ]);
    // An act's name leads to its other names, never to the words of its long title.
    expect(vocabulary.entries.en['gdpr']?.map((t) => t[1])).not.toContain(
      'regol general protezion',
    );
    // An everyday word that names other things in the corpus is not a lay term of one line: a
    // bank is not DORA, sharing is not holding company shares.
    const targetsOf = (key: string) => (vocabulary.entries.en[key] ?? []).map((t) => t[1]);
    expect(targetsOf('bank')).not.toContain('digit oper resili');
    expect(targetsOf('share')).not.toContain('sharehold');
    // "proprietà privata", "vita privata", "en particulier" are not a private sale of movables.
    const legalTermsOf = (lang: 'it' | 'fr', key: string) =>
      (vocabulary.entries[lang][key] ?? []).map((t) => t[1]);
    expect(legalTermsOf('it', 'priv')).not.toContain('vend cos mobil');
    expect(legalTermsOf('fr', 'particuli')).not.toContain('vend cos mobil');
    // The European Union is not a trade union; data protection is not only security of processing.
    const layTargetsOf = (key: string) =>
      (vocabulary.entries.en[key] ?? []).filter((t) => t[3] === 'l').map((t) => t[1]);
    expect(layTargetsOf('union')).not.toContain('trade union');
    expect(layTargetsOf('protect')).not.toContain('secur process');
    // The Codice penale is not a penalty clause; "minore" (lesser) is not criminal responsibility.
    const italianLay = (key: string) =>
      (vocabulary.entries.it[key] ?? []).filter((t) => t[3] === 'l').map((t) => t[1]);
    expect(italianLay('penal')).not.toContain('claus penal');
    expect(italianLay('minor')).not.toContain('imput');
    // Using something, or doing it secretly, is not buying goods with a hidden defect.
    expect(targetsOf('use')).not.toContain('garanz viz');
    expect((vocabulary.entries.it['nascost'] ?? []).map((t) => t[1])).not.toContain('garanz viz');
    // The GDPR's parallel versions align the legal terms: interessato -> (data) subject.
    expect(vocabulary.entries.it['interess']).toContainEqual([
      'en',
      'subject',
      expect.any(Number),
      'a',
    ]);
  });

  it('expands a question into weighted queries, phrases before words, own words first', () => {
    const vocabulary = italianVocabulary({
      'padron cas': [
        ['it', 'locator', 0.8, 'l'],
        ['en', 'landlord', 0.8, 'l'],
      ],
      cas: [['en', 'hous', 0.4, 'd']],
    });
    const words = stemmed([
      ['il', {}],
      ['padrone', { it: ['padron'], en: ['padron'], fr: ['padron'] }],
      ['di', {}],
      ['casa', { it: ['cas'], en: ['casa'], fr: ['cas'] }],
      ['Lexiotopia', { it: ['lexiotopia'], en: ['lexiotopia'], fr: ['lexiotopia'] }],
    ]);
    const { queries, concepts } = expandQuestion('it', words, {
      vocabulary,
      known: (lang, lexeme) => lexeme !== 'lexiotopia' && (lang === 'it' || lexeme === 'landlord'),
      isQuestionWord: () => false,
    });
    expect(queries.it.get('padron')).toBe(1);
    expect(queries.it.get('locator')).toBe(0.8);
    expect(queries.en.get('landlord')).toBe(0.8);
    expect(queries.en.get('hous')).toBe(0.4);
    expect(concepts.find((c) => c.lexeme === 'lexiotopia')).toMatchObject({
      word: 'Lexiotopia',
      name: true,
    });
  });

  it('matches a lay-list phrase whose words the question holds apart or in another order', () => {
    const vocabulary = italianVocabulary({
      'trov strad': [['it', 'ritrov', 0.8, 'l']],
      'cas padron': [['it', 'locator', 0.8, 'l']],
      'trov lontan': [['it', 'smarr', 0.8, 'l']],
      'cas trov': [['it', 'domicil', 0.5, 'd']],
    });
    const words = (list: string[]) =>
      stemmed(list.map((w) => [w, { it: w ? [w] : [], en: [], fr: [] }]));
    const expand = (list: string[]) =>
      expandQuestion('it', words(list), {
        vocabulary,
        known: () => true,
        isQuestionWord: () => false,
      }).queries.it;
    // "trovato (...) per strada" with a word between the phrase's two.
    expect(expand(['trov', 'portafogl', 'strad']).get('ritrov')).toBe(0.8);
    // "la casa del padrone": the phrase's words in the other order.
    expect(expand(['cas', 'padron']).get('locator')).toBe(0.8);
    // Too far apart, they are not the phrase; a dictionary's phrase is matched side by side only.
    expect(expand(['trov', 'a', 'b', 'lontan']).get('smarr')).toBe(0.8);
    expect(expand(['trov', 'a', 'b', 'c', 'lontan']).has('smarr')).toBe(false);
    expect(expand(['trov', 'x', 'cas']).has('domicil')).toBe(false);
  });

  it("aligns the articles' descriptions across the three languages: the Italian-only codes' terms translate", () => {
    const { entries } = loadVocabulary();
    // The Codice civile exists in Italian only; its descriptions give "usufrutto" its English and
    // French terms, and the Costituzione's give "Senate" its Italian and French ones.
    const aligned = (lang: 'it' | 'en' | 'fr', key: string) =>
      (entries[lang][key] ?? []).filter((t) => t[3] === 'a').map((t) => `${t[0]}:${t[1]}`);
    expect(aligned('it', 'usufrutt')).toEqual(
      expect.arrayContaining(['en:usufruct', 'fr:usufruit']),
    );
    expect(aligned('en', 'senat')).toEqual(expect.arrayContaining(['it:sen', 'fr:sénat']));
  });

  it('aligns no number or letter with another: they are the articles and points cited side by side', () => {
    const { entries } = loadVocabulary();
    for (const lang of ['it', 'en', 'fr'] as const) {
      for (const [key, targets] of Object.entries(entries[lang])) {
        for (const [, target, , source] of targets) {
          if (source !== 'a') continue;
          expect(/^\d+$/.test(target) || target.length < 2, `${lang} ${key} -> ${target}`).toBe(
            false,
          );
        }
      }
    }
    // "secondo" (according to) is not article 93.
    expect(entries.it['second']?.map((t) => t[1])).not.toContain('93');
  });

  it('leads an English verb in its irregular past forms too ("stole", "lent money")', () => {
    // The stemmer keeps "stole" apart from "steal" and "lent" from "lend"; WordNet's verb.exc
    // joins them for the lay list's English terms.
    const layTargets = (key: string) =>
      (loadVocabulary().entries.en[key] ?? []).filter((t) => t[3] === 'l').map((t) => t[1]);
    expect(layTargets('stole')).toContain('furt');
    expect(layTargets('lent money')).toContain('mutu');
    expect(layTargets('bought')).toContain('compravend');
  });

  it('looks for a phrase the stemmer cuts to one word only with the words it drops', () => {
    // "day off" stems to "day", "without a will" to "without": the shipped list keys them with
    // the dropped words as written, and no longer leads every "day" to annual leave.
    const vocabulary = loadVocabulary();
    const layTargets = (lang: 'en' | 'it', key: string) =>
      (vocabulary.entries[lang][key] ?? []).filter((t) => t[3] === 'l').map((t) => t[1]);
    expect(layTargets('en', 'day +off')).toContain('ripos settimanal');
    expect(layTargets('en', 'day')).not.toContain('ripos settimanal');
    expect(layTargets('en', 'without +a +will').length).toBeGreaterThan(0);
    expect(layTargets('en', 'without')).toEqual([]);
    expect(layTargets('en', '+how long')).toContain('dur');
    // A question holding the phrase gets its targets; one holding the word alone does not.
    const expand = (question: Array<[string, string[]]>) =>
      expandQuestion('en', stemmed(question.map(([word, en]) => [word, { en }])), {
        vocabulary,
        known: () => true,
        isQuestionWord: () => false,
      }).queries.it;
    expect(
      expand([
        ['two', []],
        ['days', ['day']],
        ['off', []],
      ]).has('ripos'),
    ).toBe(true);
    expect(
      expand([
        ['two', []],
        ['days', ['day']],
        ['ago', ['ago']],
      ]).has('ripos'),
    ).toBe(false);
    expect(
      expand([
        ['died', ['die']],
        ['without', ['without']],
        ['a', []],
        ['will', []],
      ]).has('legittim'),
    ).toBe(true);
    expect(
      expand([
        ['without', ['without']],
        ['asking', ['ask']],
      ]).has('legittim'),
    ).toBe(false);
  });

  it('knows a name behind an elided article or preposition ("l\'IMU", "dell\'INPS")', () => {
    const { concepts } = expandQuestion(
      'it',
      stemmed([
        ["l'IMU", { it: ['imu'], en: ['imu'], fr: ['imu'] }],
        ['si', {}],
        ['paga', { it: ['pag'], en: ['paga'], fr: ['pag'] }],
        ["dell'INPS", { it: ['inps'], en: ['inps'], fr: ['inps'] }],
        ["dell'anno", { it: ['anno'], en: ['anno'], fr: ['anno'] }],
      ]),
      { vocabulary: italianVocabulary({}), known: () => true, isQuestionWord: () => false },
    );
    const concept = (lexeme: string) => concepts.find((c) => c.lexeme === lexeme);
    expect(concept('imu')).toMatchObject({ word: 'IMU', name: true });
    expect(concept('inps')).toMatchObject({ word: 'INPS', name: true });
    expect(concept('anno')).toMatchObject({ word: 'anno', name: false });
    expect(concept('pag')).toMatchObject({ name: false });
  });

  it('takes a word that only shares its stem with a one-word lay term for another word', () => {
    // French stems "données" (data) and "don" (gift) alike, Italian "caso" and "casa": the lay
    // list's gift and home lines are for the lay words, not for every question about data or a case.
    const vocabulary = loadVocabulary();
    const query = (lang: 'it' | 'fr', word: string, lexeme: string, to: 'it' | 'fr') =>
      expandQuestion(lang, stemmed([[word, { [lang]: [lexeme] }]]), {
        known: () => true,
        isQuestionWord: () => false,
        vocabulary,
      }).queries[to];
    expect(vocabulary.entries.fr['don']).toContainEqual(['it', 'donazion', 0.8, 'l']);
    expect(query('fr', 'données', 'don', 'it').has('donazion')).toBe(false);
    expect(query('fr', 'don', 'don', 'it').get('donazion')).toBe(0.8);
    expect(query('fr', 'dons', 'don', 'it').get('donazion')).toBe(0.8);
    expect(query('it', 'caso', 'cas', 'it').has('domicil')).toBe(false);
    expect(query('it', 'casa', 'cas', 'it').get('domicil')).toBe(0.8);
    // A public official is not advertising ("pubblicità"), whose line is the right to object.
    expect(query('it', 'pubblico', 'pubblic', 'it').has('opposizion')).toBe(false);
    expect(query('it', 'pubblicità', 'pubblic', 'it').get('opposizion')).toBe(0.8);
    // The words' other sources stay: the GDPR's aligned versions give données -> dati.
    expect(query('fr', 'données', 'don', 'it').has('dat')).toBe(true);
  });

  it('looks for no synonym or translation of a question word, nor for it in other languages', () => {
    const vocabulary: VocabularyData = {
      ...italianVocabulary({}),
      entries: {
        it: {},
        en: {},
        fr: {
          peut: [['it', 'tal', 0.3, 't']],
          'peut mari': [['it', 'matrimon', 0.8, 'l']],
          mari: [['it', 'spos', 0.5, 'd']],
        },
      },
    };
    const questionWords = new Set(['quel', 'peut']);
    const { queries } = expandQuestion(
      'fr',
      stemmed([
        ['quel', { it: ['quel'], en: ['quel'], fr: ['quel'] }],
        ['peut', { it: ['peut'], en: ['peut'], fr: ['peut'] }],
        ['marier', { it: ['mar'], en: ['marier'], fr: ['mari'] }],
      ]),
      {
        vocabulary,
        // The French corpus counts no question word ("quel" has no weight there); Italian has "quel".
        known: (lang, lexeme) => !(lang === 'fr' && questionWords.has(lexeme)),
        isQuestionWord: (lang, lexeme) => lang === 'fr' && questionWords.has(lexeme),
      },
    );
    expect(queries.it.has('quel')).toBe(false);
    expect(queries.it.has('tal')).toBe(false);
    // A phrase with a question word in it still counts; so do the other words' own entries.
    expect(queries.it.get('matrimon')).toBe(0.8);
    expect(queries.it.get('spos')).toBe(0.5);
  });
});

describe.each(testDatabases)('retrieval with the vocabulary on $name', ({ open }) => {
  const corpus = useIndexedCorpus(open);

  const ids = (passages: Array<{ documentId: string; article: string }>) =>
    passages.map((p) => `${p.documentId}#${p.article}`);

  it('a question in plain words reaches the provision that governs it', async () => {
    // The question shares no word with art. 624 ("Furto — Chiunque s'impadronisce della cosa mobile
    // altrui, sottraendola a chi la detiene..."): the lay list leads "ladro", "rubato" to "furto".
    const theft = await retrievePassages(corpus.db, corpus.index, {
      question: 'Un ladro mi ha rubato la bicicletta: che reato ha commesso?',
      lang: 'it',
    });
    expect(ids(theft.passages)).toContain('it/rd/1930/1398#art-624');
    expect(theft.covered).toBe(true);
  });

  it('looks for no function word the stop lists keep ("les", "ils", "nessuno", "never")', () => {
    // PostgreSQL's French list drops "le" but keeps "les", whose aligned translations are the
    // GDPR's commonest words ("data", "person"): a French question using "les" went to the GDPR.
    for (const [lang, lexeme] of [
      ['fr', 'le'],
      ['fr', 'il'],
      ['fr', 'si'],
      ['it', 'nessun'],
      ['it', 'ogni'],
      ['en', 'never'],
      ['en', 'also'],
    ] as const) {
      expect(corpus.index.isQuestionWord(lang, lexeme), `${lang} ${lexeme}`).toBe(true);
    }
    const { queries } = expandQuestion(
      'fr',
      stemmed([
        ['les', { it: ['les'], en: ['les'], fr: ['le'] }],
        ['voisins', { it: ['voisins'], en: ['voisin'], fr: ['voisin'] }],
      ]),
      {
        known: (lang, lexeme) => corpus.index.knows(lang, lexeme),
        isQuestionWord: (lang, lexeme) => corpus.index.isQuestionWord(lang, lexeme),
      },
    );
    expect(queries.fr.has('le')).toBe(false);
    expect(queries.en.has('data')).toBe(false);
    expect(queries.fr.get('voisin')).toBe(1);
    // A word of the same stem as a content word stays: "così" (cos, as "cosa", a thing) is not
    // in the list, nor "nulla" (null, as "nullo", void).
    expect(corpus.index.isQuestionWord('it', 'null')).toBe(false);
  });

  it('the legal order a question is asked under is not what it is about', async () => {
    // "Italian" in "the Italian Criminal Code" or "en Italie" is not Italian citizenship or
    // territory (art. 4 c.p., "Cittadino italiano"), and "Code" is not a code of conduct: the act
    // named is favoured whole. These questions found arts. 4 and 7 first, and no theft.
    for (const [question, lang] of [
      ['What does the Italian Criminal Code say about theft?', 'en'],
      ['Under the Italian Criminal Code, is stealing a bicycle a crime?', 'en'],
      ['Selon le code pénal italien, que risque celui qui vole un portefeuille ?', 'fr'],
    ] as const) {
      const found = ids(
        (await retrievePassages(corpus.db, corpus.index, { question, lang })).passages,
      );
      expect(found, question).toContain('it/rd/1930/1398#art-624');
      expect(found, question).not.toContain('it/rd/1930/1398#art-4');
    }
  });

  it('a question setting two things side by side cites each, however it joins them', async () => {
    // "distinguishes X from Y" and "distingue X dalla Y" join the two things with "from" / "da"
    // away from the verb; the legal order ("Italian") and the verb are not what either part asks.
    for (const [question, lang, first, second] of [
      [
        'What distinguishes fraud from extortion under the Italian Criminal Code?',
        'en',
        'art-640',
        'art-629',
      ],
      ['Che cosa distingue il furto dalla rapina nel codice penale?', 'it', 'art-624', 'art-628'],
    ] as const) {
      const found = await retrievePassages(corpus.db, corpus.index, { question, lang });
      expect(ids(found.passages), question).toEqual(
        expect.arrayContaining([`it/rd/1930/1398#${first}`, `it/rd/1930/1398#${second}`]),
      );
      expect(found.covered, question).toBe(true);
    }
  });

  it('a question in one language reaches a text that exists only in another', async () => {
    // The Codice penale is Italian only; the question shares no word with art. 624.
    const en = await retrievePassages(corpus.db, corpus.index, {
      question: 'Someone stole my wallet on the bus: what does the thief risk?',
      lang: 'en',
    });
    expect(ids(en.passages)).toContain('it/rd/1930/1398#art-624');
    expect(en.passages.find((p) => p.article === 'art-624')?.lang).toBe('it');
  });

  it('a unit in several language versions comes once, in the language asked', async () => {
    const { passages } = await retrievePassages(corpus.db, corpus.index, {
      question: 'My data is wrong: can I have it corrected?',
      lang: 'en',
    });
    expect(ids(passages)).toContain('eu/reg/2016/679#art-16');
    expect(new Set(ids(passages)).size).toBe(passages.length);
    expect(
      passages.filter((p) => p.documentId === 'eu/reg/2016/679').every((p) => p.lang === 'en'),
    ).toBe(true);
  });

  it('says a question the sources do not answer is not covered', async () => {
    const result = await retrievePassages(corpus.db, corpus.index, {
      question: 'How do I renew my fishing licence in Ontario and how much does it cost?',
      lang: 'en',
    });
    expect(result.covered).toBe(false);
    const gdpr = await retrievePassages(corpus.db, corpus.index, {
      question: 'Entro quanto tempo va notificata una violazione dei dati personali al Garante?',
      lang: 'it',
    });
    expect(gdpr.covered).toBe(true);
    expect(gdpr.passages[0]).toMatchObject({ documentId: 'eu/reg/2016/679', article: 'art-33' });
  });

  it('a place the corpus knows but no retrieved provision holds takes a question out of it', async () => {
    // "Lombardia" is in the Costituzione's list of regions, so the corpus knows the word; no
    // provision retrieved for a local question holds it.
    const local = await retrievePassages(corpus.db, corpus.index, {
      question: "Quanto costa l'abbonamento ai mezzi pubblici in Lombardia?",
      lang: 'it',
    });
    expect(local.covered).toBe(false);
    // The corpus's own legal orders do not: Italy, the EU, their courts, the acts a question names.
    const italy = await retrievePassages(corpus.db, corpus.index, {
      question:
        'In Italy, within how many hours must a company tell the supervisory authority about a personal data breach?',
      lang: 'en',
    });
    expect(italy.covered).toBe(true);
    expect(ids(italy.passages)).toContain('eu/reg/2016/679#art-33');
  });

  it("a question on another state's law, named by its people, is not covered", async () => {
    // "espagnol", "tedesco": lower-case words that name another legal order than the corpus's.
    const spanish = await retrievePassages(corpus.db, corpus.index, {
      question: 'Combien de jours de congés payés un salarié a-t-il en droit espagnol ?',
      lang: 'fr',
    });
    expect(spanish.covered).toBe(false);
    const german = await retrievePassages(corpus.db, corpus.index, {
      question: 'Quanto dura il congedo parentale per un lavoratore tedesco?',
      lang: 'it',
    });
    expect(german.covered).toBe(false);
    // A question on Italian law is not taken out by the word "italiano".
    const italian = await retrievePassages(corpus.db, corpus.index, {
      question: 'Il diritto di sciopero è riconosciuto dal diritto italiano?',
      lang: 'it',
    });
    expect(italian.covered).toBe(true);
  });

  it('uses a language model rewrite of the question when one is given', async () => {
    const { passages } = await retrievePassages(corpus.db, corpus.index, {
      question: 'Lexiotopia?',
      lang: 'en',
      expansions: { it: 'furto della cosa mobile altrui' },
    });
    expect(ids(passages)).toContain('it/rd/1930/1398#art-624');
  });
});
