/**
 * Costituzione: per-article markdown files with YAML front matter (articles 1-139 and the
 * transitional and final provisions I-XVIII); Parts/Titles/Sections come from costituzione.md.
 */
import { parse as parseYaml } from 'yaml';

import type { Division, LanguageVersion, Paragraph, Unit } from './model.js';
import { romanToInt, squash } from './text.js';

interface Front {
  numero: number | string;
  tipo: 'articolo' | 'disposizione';
  abrogato?: boolean;
}

export function splitFrontMatter(md: string): { front: Record<string, unknown>; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(md);
  if (!m) return { front: {}, body: md };
  return { front: (parseYaml(m[1]!) ?? {}) as Record<string, unknown>, body: m[2]! };
}

/** Markdown body -> commi; "- a) ..." list items become points of the preceding comma. */
export function markdownCommi(anchor: string, body: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  for (const block of body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)) {
    const lines = block.split('\n');
    if (lines.every((l) => /^\s*-\s+/.test(l)) && paragraphs.length) {
      const last = paragraphs.at(-1)!;
      for (const l of lines) {
        const item = l.replace(/^\s*-\s+/, '');
        const m = /^([a-z0-9]{1,3}\))\s+(.*)$/i.exec(item);
        last.points.push({ label: m ? m[1]! : '-', text: squash(m ? m[2]! : item), points: [] });
      }
      continue;
    }
    const n = String(paragraphs.length + 1);
    paragraphs.push({
      number: n,
      anchor: `${anchor}-par-${n}`,
      text: squash(block.replace(/\*\*/g, '')),
      points: [],
    });
  }
  return paragraphs;
}

/** Maps each article number to the division it sits in, from the headings of costituzione.md. */
function divisionsFromFullText(full: string) {
  const divisions: Division[] = [];
  const articleDivision = new Map<string, string>();
  const stack: Division[] = [];
  for (const line of full.split('\n')) {
    const h = /^(#{2,4})\s+(.*)$/.exec(line);
    if (h) {
      const level = h[1]!.length - 1;
      const text = squash(h[2]!);
      const [labelRaw, ...rest] = text.split(/\s+-\s+/);
      const label = squash(labelRaw!.replace(/\.$/, ''));
      const type = /^parte/i.test(label)
        ? 'part'
        : /^titolo/i.test(label)
          ? 'title'
          : /^sezione/i.test(label)
            ? 'section'
            : 'part';
      while (stack.length && stack.at(-1)!.level >= level) stack.pop();
      const d: Division = {
        key: `d${divisions.length + 1}`,
        parentKey: stack.at(-1)?.key ?? null,
        level,
        type,
        label: rest.length ? label : text,
        heading: rest.length ? squash(rest.join(' - ').replace(/\.$/, '')) : null,
      };
      divisions.push(d);
      stack.push(d);
      continue;
    }
    const a = /^#####\s+(?:Art\.\s*)?([0-9]+|[IVXL]+)\.?\s*$/.exec(line);
    if (a && stack.length) articleDivision.set(a[1]!, stack.at(-1)!.key);
  }
  return { divisions, articleDivision };
}

export function parseCostituzione(
  files: Array<{ name: string; content: string }>,
  fullText: string,
): LanguageVersion {
  const { divisions, articleDivision } = divisionsFromFullText(fullText);
  const units: Unit[] = [];
  for (const f of files) {
    const { front, body } = splitFrontMatter(f.content);
    const fm = front as unknown as Front;
    const numero = String(fm.numero);
    const provision = fm.tipo === 'disposizione';
    const anchor = provision ? `disp-${numero.toLowerCase()}` : `art-${numero}`;
    units.push({
      anchor,
      kind: provision ? 'provision' : 'article',
      number: numero,
      label: provision ? `Disposizione ${numero}` : `Art. ${numero}`,
      heading: fm.abrogato ? 'abrogato' : null,
      divisionKey: articleDivision.get(numero) ?? null,
      paragraphs: markdownCommi(anchor, body),
    });
  }
  const order = (u: Unit) =>
    u.kind === 'provision' ? 1000 + romanToInt(u.number!) : Number(u.number);
  units.sort((a, b) => order(a) - order(b));
  return { lang: 'it', title: 'Costituzione della Repubblica italiana', divisions, units };
}
