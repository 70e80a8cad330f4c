/** The in-memory shape every corpus parser produces; the importer writes it to the laws tables. */

export type Lang = 'it' | 'en' | 'fr';
export type Jurisdiction = 'EU' | 'IT';
export type DocumentKind = 'legislation' | 'ruling' | 'gazette';
export type UnitKind =
  | 'article'
  | 'recital'
  | 'annex'
  | 'provision'
  | 'operative-part'
  | 'maxim'
  | 'summary'
  | 'keywords'
  | 'ground';

/** A numbered or lettered point inside a paragraph, possibly with sub-points. */
export interface Point {
  label: string;
  text: string;
  points: Point[];
}

/** A paragraph (comma): `number` and `anchor` are null for an unnumbered paragraph. */
export interface Paragraph {
  number: string | null;
  anchor: string | null;
  text: string;
  points: Point[];
  /** Text that follows the list of points (e.g. a closing sentence). */
  tail?: string;
}

/** An article, recital, annex, transitional provision or a section of a ruling. */
export interface Unit {
  anchor: string;
  kind: UnitKind;
  number: string | null;
  /** Display label, e.g. "Article 17", "Art. 615-ter", "Massima 1". */
  label: string;
  heading: string | null;
  divisionKey: string | null;
  paragraphs: Paragraph[];
}

/** A part, title, chapter or section. `key` is unique within a language version. */
export interface Division {
  key: string;
  parentKey: string | null;
  level: number;
  type: string;
  label: string;
  heading: string | null;
}

export interface LanguageVersion {
  lang: Lang;
  title: string;
  divisions: Division[];
  units: Unit[];
}

/** A provision a ruling cites; `documentId` is set when the act is identifiable. */
export interface CitedProvision {
  label: string;
  documentId: string | null;
  article: string | null;
  paragraph: string | null;
}

export interface Maxim {
  number: number;
  title: string | null;
  text: string;
  classification: string | null;
}

export interface RulingData {
  court: string;
  number: string;
  year: number;
  decisionType: string;
  maxims: Maxim[];
  operativePart: string | null;
  summary: string | null;
  citedProvisions: CitedProvision[];
  details: Record<string, string | number | null>;
}

export interface CorpusDocument {
  id: string;
  kind: DocumentKind;
  type: string;
  title: string;
  shortTitle: string;
  jurisdiction: Jurisdiction;
  authority: string;
  date: string | null;
  status: string;
  sourceUrl: string | null;
  eli: string | null;
  urn: string | null;
  attribution: string;
  /** Folder under apps/server/corpus the document comes from. */
  source: string;
  versions: LanguageVersion[];
  ruling?: RulingData;
}

/** Plain text of a unit: paragraphs, then their points depth-first. */
export function unitText(unit: Unit): string {
  const out: string[] = [];
  const walk = (points: Point[]) => {
    for (const p of points) {
      out.push(`${p.label} ${p.text}`.trim());
      walk(p.points);
    }
  };
  for (const p of unit.paragraphs) {
    out.push(p.number ? `${p.number}. ${p.text}` : p.text);
    walk(p.points);
    if (p.tail) out.push(p.tail);
  }
  return out.filter(Boolean).join('\n');
}
