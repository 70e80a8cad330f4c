import { describe, expect, it } from 'vitest';

import { splitIntoParts } from './LawText';

const unit = (id: string, words: number) =>
  `<section class="unit article" id="${id}"><h3>${id}</h3><div class="paragraph"><p>${'lorem '.repeat(words)}</p></div></section>`;

describe('splitIntoParts', () => {
  it('leaves a short text whole', () => {
    expect(splitIntoParts(`<article>${unit('art-1', 10)}</article>`)).toBeNull();
  });

  it('cuts a long text after whole units, opening a division again where a part continues it', () => {
    const divisions = Array.from(
      { length: 12 },
      (_, d) =>
        `<section class="division" id="div-${d}"><h2>Chapter ${d}</h2>${Array.from({ length: 6 }, (_, a) => unit(`art-${d}-${a}`, 500)).join('')}</section>`,
    ).join('');
    const html = `<article class="law-document"><h1 class="document-title">T</h1>${unit('rec-1', 400)}${divisions}</article>`;
    expect(html.length).toBeGreaterThan(150_000);
    const parts = splitIntoParts(html, 8_000)!;
    // A chapter here is about 18 KB: it is cut between its articles.
    expect(parts.length).toBeGreaterThan(12);
    const reopened = /^(?:<section class="division continued">)*/;
    // Nothing lost, nothing repeated, but the reopened divisions.
    expect(parts.map((part) => part.replace(reopened, '')).join('')).toBe(html);
    // Each part after the first starts with a section (maybe reopened); each but the last ends
    // with one: no unit is cut.
    parts.slice(1).forEach((part) => expect(part.startsWith('<section class="')).toBe(true));
    parts.slice(0, -1).forEach((part) => expect(part.endsWith('</section>')).toBe(true));
    // A reopened division keeps its class, not its id or heading: each anchor is in one part.
    const continued = parts.filter((part) =>
      part.startsWith('<section class="division continued">'),
    );
    expect(continued.length).toBeGreaterThan(0);
    for (const id of ['div-3', 'art-3-0', 'art-3-5', 'rec-1']) {
      expect(parts.filter((part) => part.includes(`id="${id}"`))).toHaveLength(1);
    }
    // In a document, the parts give the same text and the same nesting of articles in chapters.
    const whole = new DOMParser().parseFromString(html, 'text/html').body;
    const pieced = new DOMParser().parseFromString(parts.join(''), 'text/html').body;
    expect(pieced.textContent).toBe(whole.textContent);
    expect(pieced.querySelectorAll('section.division > section.unit')).toHaveLength(72);
    expect(parts.at(-1)!.endsWith('</article>')).toBe(true);
  });

  it('refuses a text whose sections do not balance', () => {
    expect(splitIntoParts(`<article>${unit('a', 30_000)}<section>`)).toBeNull();
  });
});
