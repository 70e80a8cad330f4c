/**
 * improvePrompt without a language model: the team's own prompt, kept word for word, followed by
 * what the workspace holds (its files and their languages, the acts they refer to, the acts pinned)
 * and the working rules every workspace answer follows. Nothing in it is invented: the facts are
 * read from the workspace, the rules are the product's.
 */
export type PromptLocale = 'it' | 'en' | 'fr';

export interface PromptFacts {
  files: Array<{ name: string; language: 'it' | 'en' | 'fr' | null }>;
  referencedActs: Array<{ title: string; articles: string[] }>;
  pinnedActs: Array<{ title: string }>;
}

const LANGUAGE: Record<PromptLocale, Record<'it' | 'en' | 'fr', string>> = {
  it: { it: 'italiano', en: 'inglese', fr: 'francese' },
  en: { it: 'Italian', en: 'English', fr: 'French' },
  fr: { it: 'italien', en: 'anglais', fr: 'français' },
};

const WORDING: Record<
  PromptLocale,
  {
    defaultPrompt: string;
    files: string;
    referenced: string;
    pinned: string;
    rulesHead: string;
    rules: string[];
  }
> = {
  it: {
    defaultPrompt: 'Rispondi alle domande del team sui documenti di questo workspace.',
    files: 'Documenti del workspace',
    referenced: 'Atti a cui i documenti rinviano',
    pinned: 'Atti e sentenze aggiunti al workspace',
    rulesHead: 'Quando rispondi:',
    rules: [
      'cita il documento, la clausola e la pagina da cui viene ogni affermazione;',
      'distingui quello che dicono i documenti da quello che dice la legge, e cita entrambi;',
      'per termini, importi e scadenze riporta la frase che li contiene, alla lettera;',
      'se i documenti e le fonti non rispondono, dillo.',
    ],
  },
  en: {
    defaultPrompt: "Answer the team's questions about this workspace's documents.",
    files: "The workspace's documents",
    referenced: 'Acts the documents refer to',
    pinned: 'Acts and rulings added to the workspace',
    rulesHead: 'When you answer:',
    rules: [
      'cite the document, clause and page each statement comes from;',
      'keep what the documents say apart from what the law says, and cite both;',
      'for time limits, amounts and deadlines, quote the sentence that states them, verbatim;',
      'if neither the documents nor the sources answer, say so.',
    ],
  },
  fr: {
    defaultPrompt: "Réponds aux questions de l'équipe sur les documents de cet espace de travail.",
    files: "Documents de l'espace de travail",
    referenced: 'Actes auxquels les documents renvoient',
    pinned: "Actes et décisions ajoutés à l'espace de travail",
    rulesHead: 'Quand tu réponds :',
    rules: [
      "cite le document, la clause et la page d'où vient chaque affirmation ;",
      'distingue ce que disent les documents de ce que dit la loi, et cite les deux ;',
      'pour les délais, montants et échéances, reprends mot pour mot la phrase qui les énonce ;',
      'si ni les documents ni les sources ne répondent, dis-le.',
    ],
  },
};

/** "art-615-ter" -> "art. 615-ter". */
export const articleLabel = (anchor: string) => anchor.replace(/^art-/, 'art. ');

export function templatePrompt(prompt: string, facts: PromptFacts, locale: PromptLocale): string {
  const w = WORDING[locale];
  const lines = [prompt.trim() || w.defaultPrompt, ''];
  if (facts.files.length) {
    const files = facts.files.map((f) =>
      f.language ? `${f.name} (${LANGUAGE[locale][f.language]})` : f.name,
    );
    lines.push(`${w.files}: ${files.join('; ')}.`);
  }
  if (facts.referencedActs.length) {
    const acts = facts.referencedActs.map((a) =>
      a.articles.length ? `${a.title}, ${a.articles.map(articleLabel).join(', ')}` : a.title,
    );
    lines.push(`${w.referenced}: ${acts.join('; ')}.`);
  }
  if (facts.pinnedActs.length) {
    lines.push(`${w.pinned}: ${facts.pinnedActs.map((a) => a.title).join('; ')}.`);
  }
  if (lines.length > 2) lines.push('');
  lines.push(w.rulesHead, ...w.rules.map((rule) => `- ${rule}`));
  return lines.join('\n');
}

/** The instructions a language model gets to rewrite the prompt (it sees the same facts). */
export function modelInstructions(facts: PromptFacts, locale: PromptLocale): string {
  const language = { it: 'Italian', en: 'English', fr: 'French' }[locale];
  return [
    "You improve a legal team's workspace prompt: the standing instructions an assistant follows when it answers questions about the team's documents and the law.",
    `Write the improved prompt in ${language}, as plain text of at most 200 words, and nothing else.`,
    "Keep every instruction of the team's prompt; make it specific to what the workspace holds (listed below); add that answers cite document, clause and page, keep the documents apart from the law, quote figures verbatim, and say so when the sources do not answer.",
    'Do not invent facts about the documents beyond the list below.',
    '',
    templatePrompt('', facts, locale),
  ].join('\n');
}
