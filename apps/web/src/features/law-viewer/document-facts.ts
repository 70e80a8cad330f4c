/*
 * The fixed words the corpus stores in English about its EU acts (apps/server/src/corpus/load.ts):
 * the issuing authority and EUR-Lex's copyright line. The viewer shows them in the interface
 * language; a long title in it when the corpus has one; any other text as the corpus gives it.
 */
import type { LawLanguage, LawTitles } from '@lexio/api/contract';
import type { IntlShape } from 'react-intl';

import { parseLawLanguage } from './languages';
import { lawViewerMessages as m } from './law-viewer.messages';

const EU_AUTHORITY = 'European Parliament and Council of the European Union';
const EU_COPYRIGHT =
  '© European Union, https://eur-lex.europa.eu (reuse under Commission Decision 2011/833/EU)';

/** The issuing authority in the interface language when it is the EU's fixed name. */
export function localisedAuthority(authority: string, intl: IntlShape): string {
  return authority === EU_AUTHORITY ? intl.formatMessage(m.euAuthority) : authority;
}

/** The attribution line, its EUR-Lex copyright and "JSON by …" credit in the interface language. */
export function localisedAttribution(attribution: string, intl: IntlShape): string {
  return attribution
    .split('; ')
    .map((part) => {
      if (part === EU_COPYRIGHT) return intl.formatMessage(m.euCopyright);
      const json = /^JSON by (.+)$/.exec(part);
      return json ? intl.formatMessage(m.jsonBy, { who: json[1]! }) : part;
    })
    .join('; ');
}

/** A title as shown: its text and the language it is in, when known. */
export interface ShownTitle {
  text: string;
  lang: LawLanguage | null;
}

/**
 * A document's long title in the interface language when the corpus has it in that language (the
 * GDPR's Italian and French titles), else its own title with the language it is in (an English-only
 * EU act's English title), for the page to mark.
 */
export function localisedTitle(
  document: { title: string; titles?: LawTitles },
  locale: string,
): ShownTitle {
  const titles = document.titles ?? {};
  const ui = parseLawLanguage(locale.slice(0, 2));
  const inInterface = ui ? titles[ui] : undefined;
  if (ui && inInterface) return { text: inInterface, lang: ui };
  const own = (Object.keys(titles) as LawLanguage[]).find((l) => titles[l] === document.title);
  return { text: document.title, lang: own ?? null };
}
