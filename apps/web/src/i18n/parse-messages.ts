/*
 * Compiles message strings (the remote translations) into the ASTs the app renders. The production
 * build ships react-intl without the ICU parser, since the embedded catalogues are precompiled
 * (vite.config.ts): this module is the only one that keeps it, and it loads only when a
 * translations URL is configured.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';

/** Each message parsed; a malformed one is left out (the embedded translation stays) and reported. */
export function parseMessages(messages: Record<string, unknown>) {
  const parsed: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      if (typeof message !== 'string') throw new Error('not a string');
      parsed[id] = parse(message);
    } catch (error) {
      console.error(`Ignoring the remote translation of ${id}`, error);
    }
  }
  return parsed;
}
