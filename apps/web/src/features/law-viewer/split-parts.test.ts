import { describe, expect, it } from 'vitest';

import { splitIntoParts } from './LawText';

const unit = (id: string, words: number) =>
  `<section class="unit article" id="${id}"><h3>${id}</h3><div class="paragraph"><p>${'lorem '.repeat(words)}</p></div></section>`;

describe('splitIntoParts', () => {
  it('leaves a short text whole', () => {
    expect(splitIntoParts(`<article>${unit('art-1', 10)}</article>`)).toBeNull();
  });

  it('cuts a long text between top-level sections only, losing nothing', () => {
    const divisions = Array.from(
      { length: 12 },
      (_, d) =>
        `<section class="division" id="div-${d}"><h2>Chapter ${d}</h2>${Array.from({ length: 6 }, (_, a) => unit(`art-${d}-${a}`, 500)).join('')}</section>`,
    ).join('');
    const html = `<article class="law-document"><h1 class="document-title">T</h1>${unit('rec-1', 400)}${divisions}</article>`;
    expect(html.length).toBeGreaterThan(150_000);
    const parts = splitIntoParts(html, 30_000)!;
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.join('')).toBe(html);
    // Every part but the first opens with a top-level section, and none ends inside one.
    for (const part of parts.slice(1, -1)) {
      expect(part.startsWith('<section class="division"')).toBe(true);
      expect(part.match(/<section\b/g)?.length).toBe(part.match(/<\/section>/g)?.length);
    }
    expect(parts.at(-1)!.endsWith('</article>')).toBe(true);
  });

  it('refuses a text whose sections do not balance', () => {
    expect(splitIntoParts(`<article>${unit('a', 30_000)}<section>`)).toBeNull();
  });
});
