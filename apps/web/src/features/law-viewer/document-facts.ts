/*
 * The fixed words the corpus stores in English about its EU acts (apps/server/src/corpus/load.ts):
 * the issuing authority and EUR-Lex's copyright line. The viewer shows them in the interface
 * language; any other text is shown as the corpus gives it.
 */
import type { IntlShape } from 'react-intl';

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
