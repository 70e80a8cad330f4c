/*
 * Anchors inside a law (shared/corpus/IDS.md): art-17, art-615-ter, art-17-par-1, rec-12; divisions
 * of the table of contents are div-*. They come from the address, so they are checked before use.
 */
import type { LawTocNode } from '@lexio/api/contract';

const anchorPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,120}$/;

/** The anchor of a location hash ('#art-17' -> 'art-17'), or null when there is none or it is malformed. */
export function anchorFromHash(hash: string): string | null {
  let raw = hash.replace(/^#/, '');
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return anchorPattern.test(raw) ? raw : null;
}

/** The exportable unit (article, recital, annex) an anchor is in: 'art-17-par-1' -> 'art-17'; null for a division. */
export function unitOf(anchor: string | null): string | null {
  if (!anchor || anchor.startsWith('div-')) return null;
  return anchor.split('-par-')[0] ?? null;
}

/** The anchor part of a tree node's iri ('eu/reg/2016/679#art-17' -> 'art-17'). */
export function anchorOfNode(node: Pick<LawTocNode, 'iri'>): string {
  const index = node.iri.indexOf('#');
  return index === -1 ? '' : node.iri.slice(index + 1);
}

/** The nodes from the root down to the node of `anchor` (or of its unit), or [] when it is not in the tree. */
export function pathTo(nodes: LawTocNode[], anchor: string | null): LawTocNode[] {
  if (!anchor) return [];
  const targets = [anchor, unitOf(anchor)].filter(Boolean);
  for (const target of targets) {
    const found = search(nodes, target as string);
    if (found) return found;
  }
  return [];
}

function search(nodes: LawTocNode[], anchor: string): LawTocNode[] | null {
  for (const node of nodes) {
    // A group node (the recitals) shares its first child's anchor: prefer the child, which is deeper.
    const below = search(node.children, anchor);
    if (below) return [node, ...below];
    if (anchorOfNode(node) === anchor) return [node];
  }
  return null;
}
