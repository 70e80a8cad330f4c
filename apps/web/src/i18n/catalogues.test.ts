/*
 * The i18n:extract check: every message id defined in the code is in lang/en.json, it.json and
 * fr.json with the same placeholders, and no catalogue carries ids the code no longer uses. Each
 * id's namespace (its prefix) must be a known one, or no route would ever load its messages.
 */
import {
  isLiteralElement,
  isPoundElement,
  isSelectElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import en from '../../lang/en.json';
import fr from '../../lang/fr.json';
import it_ from '../../lang/it.json';
import { supportedLocales } from './locales';
import { isNamespace, namespaceOf, namespaces } from './namespaces';

type Catalogue = Record<string, { defaultMessage: string; description?: string }>;
type Descriptor = { id: string; defaultMessage: string };

const compiled = import.meta.glob<Record<string, unknown>>('./compiled/*/*.json', {
  eager: true,
  import: 'default',
});
const modules = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', { eager: true });

function collect(value: unknown, into: Map<string, string>) {
  if (!value || typeof value !== 'object') return;
  const maybe = value as Partial<Descriptor>;
  if (typeof maybe.id === 'string' && typeof maybe.defaultMessage === 'string') {
    into.set(maybe.id, maybe.defaultMessage);
    return;
  }
  Object.values(value).forEach((child) => collect(child, into));
}

const inCode = new Map<string, string>();
Object.values(modules).forEach((module) => collect(module, inCode));

/** The arguments and tags of an ICU message, with the option keys of its plurals and selects. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (!isLiteralElement(element) && !isPoundElement(element)) found.add(element.value);
      if ('options' in element) {
        for (const [key, option] of Object.entries(element.options)) {
          // Plural categories other than other/=N depend on the language (French has no "few").
          if (isSelectElement(element) || key === 'other' || key.startsWith('=')) {
            found.add(`${element.value}:${key}`);
          }
          visit(option.value);
        }
      }
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...found].sort();
}

describe('message catalogues', () => {
  it('finds the messages of every feature', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(8);
    expect(inCode.size).toBeGreaterThan(100);
  });

  it.each([
    ['en', en as Catalogue],
    ['it', it_ as Catalogue],
    ['fr', fr as Catalogue],
  ])('%s has every id used in the code, with the same placeholders', (_lng, catalogue) => {
    const missing = [...inCode.keys()].filter((id) => !(id in catalogue));
    expect(missing).toEqual([]);
    const unused = Object.keys(catalogue).filter((id) => !inCode.has(id));
    expect(unused).toEqual([]);
    for (const [id, message] of inCode) {
      expect({ id, placeholders: placeholders(catalogue[id]!.defaultMessage) }).toEqual({
        id,
        placeholders: placeholders(message),
      });
    }
  });

  it('puts every id in a known namespace, in the code and in each catalogue', () => {
    const outside = (ids: Iterable<string>) =>
      [...ids].filter((id) => !isNamespace(namespaceOf(id)));
    expect(outside(inCode.keys())).toEqual([]);
    for (const catalogue of [en, it_, fr]) expect(outside(Object.keys(catalogue))).toEqual([]);
  });

  it('compiles each locale into one file per namespace, holding only that namespace', () => {
    const expected = supportedLocales.flatMap((locale) =>
      namespaces.map((ns) => `./compiled/${locale}/${ns}.json`),
    );
    // A file missing here means i18n:compile has not run since the namespace was added.
    expect(Object.keys(compiled).sort()).toEqual(expected.sort());
    for (const [file, messages] of Object.entries(compiled)) {
      const ns = /\/([^/]+)\.json$/.exec(file)![1];
      expect({ file, ids: Object.keys(messages).filter((id) => namespaceOf(id) !== ns) }).toEqual({
        file,
        ids: [],
      });
    }
    expect(Object.keys(compiled['./compiled/en/auth.json']!).length).toBeGreaterThan(10);
  });

  it('en matches the English default messages in the code', () => {
    for (const [id, message] of inCode) expect((en as Catalogue)[id]?.defaultMessage).toBe(message);
  });

  it('it and fr are translated, not copies of English', () => {
    const same = (catalogue: Catalogue) =>
      [...inCode.keys()].filter(
        (id) => catalogue[id]?.defaultMessage === (en as Catalogue)[id]?.defaultMessage,
      ).length;
    // A few words are the same in both languages (Email, Conversations, the language names).
    expect(same(it_ as Catalogue)).toBeLessThan(15);
    expect(same(fr as Catalogue)).toBeLessThan(20);
  });
});
