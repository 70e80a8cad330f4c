/*
 * An answer's markdown as text: for the notification card (a short plain excerpt) and for the copy
 * button (the answer with its citation numbers and a list of its sources).
 */
import type { AssistantCitation } from '@lexio/api/contract';

import { citationLabel, verifiedCitations } from './citations';

const citationLink = /\[(\d+)\]\(#cite-\d+\)/g;

/** The answer without markdown markup, whitespace folded, cut at `max` characters with an ellipsis. */
export function answerPlainText(markdown: string, max = Infinity): string {
  const text = markdown
    .replace(citationLink, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`+|~~)/g, '')
    .replace(/\\([\\`*_[\]{}()#+\-.!|<>~])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** What the copy button puts on the clipboard: the answer's markdown with `[n]` markers, then its sources. */
export function answerCopyText(
  markdown: string,
  citations: readonly AssistantCitation[],
  sourcesHeading: string,
): string {
  const body = markdown.replace(citationLink, '[$1]').trim();
  const sources = verifiedCitations(citations).map(
    (c) => `[${c.index}] ${citationLabel(c)} (${c.documentId}#${c.paragraph ?? c.article})`,
  );
  return sources.length > 0 ? `${body}\n\n${sourcesHeading}\n${sources.join('\n')}` : body;
}
