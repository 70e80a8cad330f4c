import { describe, expect, it } from 'vitest';

import { cleanContent, parseItalianAct, rubricaOf } from './italian-laws';
import {
  amendmentsOf,
  declaredUnconstitutional,
  provisionRefs,
  statesLireAmount,
} from './provision-status';

// Sentences copied from the corpus (giurisprudenza-it-synthos, gu-atti-recenti-gazzetta-civica,
// italian-laws-ansvar).
describe('operative parts of the Corte costituzionale', () => {
  it('reads the struck article, its paragraph and its act (sent. 137/2024)', () => {
    const [d] = declaredUnconstitutional(
      "per questi motivi LA CORTE COSTITUZIONALE dichiara l'illegittimità costituzionale dell'art. 10-bis, comma 6, del decreto-legge 14 dicembre 2018, n. 135 (Disposizioni urgenti in materia di sostegno e semplificazione per le imprese e per la pubblica amministrazione), convertito, con modificazioni, nella legge 11 febbraio 2019, n. 12. Così deciso in Roma, nella sede della Corte costituzionale, Palazzo della Consulta, il 3 luglio 2024.",
    );
    expect(d!.refs).toEqual([
      { documentId: 'it/dl/2018/135', article: '10-bis', paragraphs: ['6'], scope: 'comma 6' },
    ]);
    expect(d!.partial).toBe(false);
  });

  it('reads "nella parte in cui" as a partial declaration and ignores the provisions it cites (sent. 83/2025)', () => {
    const ds = declaredUnconstitutional(
      "per questi motivi LA CORTE COSTITUZIONALE riuniti i giudizi, 1) dichiara l'illegittimità costituzionale dell'art. 583-quinquies, primo comma, del codice penale, inserito dall'art. 12, comma 1, della legge 19 luglio 2019, n. 69 (Modifiche al codice penale), nella parte in cui non prevede che la pena da esso comminata è diminuita in misura non eccedente un terzo; 2) dichiara l'illegittimità costituzionale dell'art. 583-quinquies, secondo comma, cod. pen., nella parte in cui dispone «comporta l'interdizione perpetua», anziché «può comportare l'interdizione». Così deciso in Roma",
    );
    expect(ds.map((d) => d.refs)).toEqual([
      [
        {
          documentId: 'it/rd/1930/1398',
          article: '583-quinquies',
          paragraphs: ['1'],
          scope: 'primo comma',
        },
      ],
      [
        {
          documentId: 'it/rd/1930/1398',
          article: '583-quinquies',
          paragraphs: ['2'],
          scope: 'secondo comma',
        },
      ],
    ]);
    expect(ds.every((d) => d.partial)).toBe(true);
  });

  it('gives each article of a list its own act (sent. 3/2025)', () => {
    const [d] = declaredUnconstitutional(
      "dichiara l'illegittimità costituzionale degli artt. 9, terzo comma, della legge 17 febbraio 1968, n. 108 (Norme per la elezione dei Consigli regionali delle Regioni a statuto normale) e 2, comma 6, del decreto legislativo 7 marzo 2005, n. 82 (Codice dell'amministrazione digitale), nella parte in cui non prevedono",
    );
    expect(d!.refs.map((r) => [r.documentId, r.article, r.paragraphs])).toEqual([
      ['it/l/1968/108', '9', ['3']],
      ['it/dlgs/2005/82', '2', ['6']],
    ]);
  });

  it('strikes nothing when the question is unfounded or inadmissible, and skips regional laws', () => {
    expect(
      declaredUnconstitutional(
        "dichiara non fondate le questioni di legittimità costituzionale dell'art. 580 cod. pen.; dichiara inammissibile la questione di legittimità costituzionale dell'art. 2 del decreto legislativo 30 giugno 2003, n. 196",
      ),
    ).toEqual([]);
    const [regional] = declaredUnconstitutional(
      "dichiara l'illegittimità costituzionale degli artt. 1, 3, 4 e 5 della legge della Regione Molise 29 dicembre 2021, n. 7",
    );
    expect(regional!.refs.map((r) => [r.article, r.documentId])).toEqual([
      ['1', null],
      ['3', null],
      ['4', null],
      ['5', null],
    ]);
  });

  it('reads a consequential declaration, not the article of the law it relies on', () => {
    const [d] = declaredUnconstitutional(
      "dichiara, in via consequenziale, ai sensi dell'art. 27 della legge 11 marzo 1953, n. 87, l'illegittimità costituzionale dell'art. 628, primo comma, cod. pen., nella parte in cui non prevede",
    );
    expect(d!.refs).toEqual([
      { documentId: 'it/rd/1930/1398', article: '628', paragraphs: ['1'], scope: 'primo comma' },
    ]);
  });

  it('resolves the short forms of acts', () => {
    expect(provisionRefs("dell'art. 5, comma 1, secondo periodo, del d.l. n. 73 del 2024")).toEqual(
      [{ documentId: 'it/dl/2024/73', article: '5', paragraphs: ['1'], scope: 'comma 1' }],
    );
    expect(
      provisionRefs("dell'art. 9, commi 1 e 21, del decreto-legge 31 maggio 2010, n. 78")[0],
    ).toMatchObject({
      article: '9',
      paragraphs: ['1', '21'],
    });
  });
});

describe('repeals and replacements in later acts', () => {
  it('follows the act and the article named above the numbered points (D.Lgs. 209/2025, art. 2)', () => {
    expect(
      amendmentsOf([
        {
          label: null,
          text: 'Al testo unico delle leggi in materia bancaria e creditizia, di cui al decreto legislativo 1° settembre 1993, n. 385, sono apportate le seguenti modificazioni:',
        },
        { label: 'b)', text: "all'articolo 125-ter:" },
        { label: '1)', text: '1) al comma 1, il secondo periodo è soppresso;' },
        { label: '3)', text: '3) il comma 5 è abrogato;' },
        {
          label: 'c)',
          text: "all'articolo 126-quater, il comma 2 è sostituito dal seguente: «2. Non si applica l'articolo 59-quater, comma 1. 3. Il comma 4 è abrogato.»;",
        },
      ]),
    ).toEqual([
      {
        kind: 'repealed',
        refs: [
          {
            documentId: 'it/dlgs/1993/385',
            article: '125-ter',
            paragraphs: ['5'],
            scope: 'comma 5',
          },
        ],
        sentence: 'il comma 5 è abrogato;',
      },
      {
        kind: 'replaced',
        refs: [
          {
            documentId: 'it/dlgs/1993/385',
            article: '126-quater',
            paragraphs: ['2'],
            scope: 'comma 2',
          },
        ],
        sentence: "all'articolo 126-quater, il comma 2 è sostituito dal seguente: ;",
      },
    ]);
  });

  it('reads a whole article repealed or replaced, with its act in the sentence (D.Lgs. 206/2005, art. 142)', () => {
    const [a] = amendmentsOf([
      {
        label: null,
        text: 'Gli articoli 1469-bis, 1469-ter, 1469-quater, 1469-quinquies e 1469-sexies del codice civile sono sostituiti dal seguente: «Art. 1469-bis (Contratti del consumatore).»',
      },
    ]);
    expect(a!.kind).toBe('replaced');
    expect(a!.refs.map((r) => [r.documentId, r.article])).toEqual([
      ['it/rd/1942/262', '1469-bis'],
      ['it/rd/1942/262', '1469-ter'],
      ['it/rd/1942/262', '1469-quater'],
      ['it/rd/1942/262', '1469-quinquies'],
      ['it/rd/1942/262', '1469-sexies'],
    ]);
    expect(
      amendmentsOf([
        {
          label: null,
          text: "L'articolo 246 del decreto legislativo 9 aprile 2008, n. 81, è sostituito dal seguente: «Art. 246».",
        },
      ])[0]!.refs,
    ).toEqual([{ documentId: 'it/dlgs/2008/81', article: '246', paragraphs: [], scope: null }]);
  });

  it('does not count changed words, letters or periods as a replaced provision', () => {
    expect(
      amendmentsOf([
        {
          label: null,
          text: 'Al codice del consumo, di cui al decreto legislativo 6 settembre 2005, n. 206, sono apportate le seguenti modificazioni:',
        },
        {
          label: 'a)',
          text: "all'articolo 47, comma 1, la lettera d) è sostituita dalla seguente: «d) di servizi finanziari»;",
        },
        {
          label: 'd)',
          text: "all'articolo 58, le parole: «decreto legislativo 13 agosto 2010, n. 141» sono sostituite dalle seguenti: «decreto»;",
        },
      ]),
    ).toEqual([]);
  });
});

describe('corpus defects', () => {
  it('takes the rubrica from the text when the source put a note number in its place (art. 230-bis c.c.)', () => {
    expect(
      rubricaOf(
        '(334',
        'Impresa familiare. Salvo che sia configurabile un diverso rapporto, il familiare che presta in modo continuativo',
      ),
    ).toBe('Impresa familiare');
    expect(
      rubricaOf(
        '321',
        'Legittimazione ad agire (321)(322) I provvedimenti indicati negli articoli precedenti',
      ),
    ).toBe('Legittimazione ad agire');
    expect(rubricaOf('(167', 'ARTICOLO ABROGATO DALLA L. 31 MAGGIO 1995, N. 218 167')).toBe('');
    expect(
      rubricaOf('(Prova della proprietà dei beni.', 'Prova della proprietà dei beni. Il coniuge'),
    ).toBe('Prova della proprietà dei beni.');
  });

  it("takes the rubrica from the text when the source put an amendment's words in its place", () => {
    // Art. 635 c.p.: the title is a sentence the 2016 reform put in the text.
    expect(
      rubricaOf(
        '(Se i fatti di cui al primo periodo sono commessi con violenza alla persona o con minaccia, la pena è della reclusione da un anno e sei mesi a cinque anni e della multa fino a 15.000 euro.',
        'Danneggiamento. Chiunque distrugge, disperde, deteriora o rende inservibili cose altrui. ((Se i fatti di cui al primo periodo sono commessi con violenza alla persona o con minaccia, la pena è della reclusione da un anno e sei mesi a cinque anni e della multa fino a 15.000 euro.))',
      ),
    ).toBe('Danneggiamento');
    // Arts. 317-337 c.c.: "responsabilità genitoriale" replaced "potestà" in the text.
    expect(
      rubricaOf(
        '(responsabilità genitoriale',
        'Atti vietati ai genitori. I genitori esercenti la ((responsabilità genitoriale)) sui figli non possono',
      ),
    ).toBe('Atti vietati ai genitori');
    // Art. 565 c.c.: the 2013 filiation reform's elisions, in the title and in the rubrica.
    expect(
      rubricaOf(
        '(...',
        "Categorie dei successibili. Nella successione legittima l'eredità si devolve",
      ),
    ).toBe('Categorie dei successibili');
    expect(
      rubricaOf(
        '(...',
        'Concorso del coniuge con ascendenti ... , fratelli e sorelle. Al coniuge sono devoluti',
      ),
    ).toBe('Concorso del coniuge con ascendenti, fratelli e sorelle');
    // Art. 416-bis c.p.: a rubrica that ends without a full stop.
    expect(
      rubricaOf(
        '(da dieci a quindici anni',
        "Associazioni di tipo mafioso anche straniere Chiunque fa parte di un'associazione di tipo mafioso è punito con la reclusione ((da dieci a quindici anni)).",
      ),
    ).toBe('Associazioni di tipo mafioso anche straniere');
    // A title that opens an insertion and is the rubrica the text repeats stays.
    expect(
      rubricaOf('( (Associazioni sovversive', '(Associazioni sovversive). Chiunque nel territorio'),
    ).toBe('Associazioni sovversive');
    // So does a rubrica the text does not repeat.
    expect(
      rubricaOf(
        '(Invalidità delle deliberazioni di aumento o di riduzione del capitale',
        "Nei casi previsti dall'articolo 2379 l'impugnativa dell'aumento di capitale",
      ),
    ).toBe('Invalidità delle deliberazioni di aumento o di riduzione del capitale');
  });

  it('keeps the text after a rubrica that leaves out its elisions or stands in brackets', () => {
    expect(
      cleanContent(
        'Concorso del coniuge con ascendenti ... , fratelli e sorelle. Al coniuge sono devoluti i due terzi',
        'Concorso del coniuge con ascendenti, fratelli e sorelle',
      ),
    ).toBe('Al coniuge sono devoluti i due terzi');
    // The rubrica in brackets at the start of the text (an inserted article) is not its text.
    expect(
      cleanContent(
        '(Associazioni sovversive). Chiunque nel territorio dello Stato promuove',
        'Associazioni sovversive',
      ),
    ).toBe('Chiunque nel territorio dello Stato promuove');
    // The text run on after the rubrica in the title (art. 22-bis of the Codice del consumo).
    expect(
      rubricaOf(
        'Pubblicità ingannevole delle tariffe marittime). 1. è considerata ingannevole la pubblicità',
        '(Pubblicità ingannevole delle tariffe marittime). 1. è considerata ingannevole la pubblicità',
      ),
    ).toBe('Pubblicità ingannevole delle tariffe marittime');
    // An editor's note in the rubrica's place is no rubrica (arts. 1469-ter to -sexies c.c.).
    expect(
      rubricaOf(
        "(Il D.Lgs. 6 settembre 2005, n. 206 ha disposto (con l'ar",
        "Il D.Lgs. 6 settembre 2005, n. 206 ha disposto (con l'art. 142, comma 1) che il presente articolo è sostituito",
      ),
    ).toBe('');
  });

  it('reads a title that is the whole text as text, and a repeal notice as a repealed article', () => {
    const act = (section: string, title: string, content: string) =>
      parseItalianAct({ provisions: [{ section, title, content }] } as never, 'Codice civile')
        .units[0]!;
    const text =
      "Il matrimonio impone ad ambedue i coniugi l'obbligo di mantenere, istruire, educare e assistere moralmente i figli.";
    const doveri = act('147', `(${text}`, text);
    expect(doveri.heading).toBeNull();
    expect(doveri.paragraphs.map((p) => p.text)).toEqual([text]);
    const notice = 'ARTICOLO ABROGATO DALLA L. 8 MARZO 1975, N. 39';
    expect(act('3', `(${notice}`, notice)).toMatchObject({
      heading: 'abrogato',
      paragraphs: [expect.objectContaining({ text: notice })],
    });
  });

  it("puts an update note in a paragraph of its own and leaves out the notes' numbers", () => {
    const noted = parseItalianAct(
      {
        provisions: [
          {
            section: '55',
            title: 'Effetti del recesso',
            content:
              "((L'esercizio del diritto di recesso pone termine agli obblighi delle parti.)) 24 ------------- AGGIORNAMENTO (24) Il D.Lgs. 21 febbraio 2014, n. 21 ha disposto che le modifiche si applicano ai contratti conclusi dopo il 13 giugno 2014.",
          },
        ],
      } as never,
      'Codice del consumo',
    );
    expect(noted.units[0]!.paragraphs.map((p) => p.text)).toEqual([
      "L'esercizio del diritto di recesso pone termine agli obblighi delle parti.",
      'AGGIORNAMENTO (24) Il D.Lgs. 21 febbraio 2014, n. 21 ha disposto che le modifiche si applicano ai contratti conclusi dopo il 13 giugno 2014.',
    ]);
    // A note number after a short last word goes; a number an abbreviation calls for stays.
    expect(cleanContent('salve quelle conformi agli usi. 31', '')).toBe(
      'salve quelle conformi agli usi.',
    );
    expect(cleanContent("di cui all'art. 5", '')).toBe("di cui all'art. 5");
    // The insertion marks gone, a sentence ends with one full stop ("15.000 euro.)).").
    expect(cleanContent('della multa fino a 15.000 euro.)). Chiunque', '')).toBe(
      'della multa fino a 15.000 euro. Chiunque',
    );
  });

  it('finds amounts in lire that the source does not convert (art. 640 c.p.)', () => {
    expect(
      statesLireAmount(
        'è punito con la reclusione da sei mesi a tre anni e con la multa da lire cinquecento a diecimila.',
      ),
    ).toBe(true);
    expect(statesLireAmount('con la multa da euro 51 a euro 1.032.')).toBe(false);
    expect(statesLireAmount('ARTICOLO ABROGATO DALLA L. 31 MAGGIO 1995, N. 218')).toBe(false);
  });
});
