/*
 * Find-in-document over the rendered text: matches are wrapped in <mark data-search-hit> so they
 * can be styled, counted and scrolled to. Matching is per text node, case-insensitive, and stops
 * at `maxHits` so a one-letter query on a long code does not freeze the page.
 */
export const maxHits = 1000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes the marks `markMatches` added, leaving the text as it was. */
export function clearMatches(root: HTMLElement): void {
  const parents = new Set<Node>();
  root.querySelectorAll('mark[data-search-hit]').forEach((mark) => {
    const parent = mark.parentNode;
    if (!parent) return;
    parent.replaceChild(mark.ownerDocument.createTextNode(mark.textContent ?? ''), mark);
    parents.add(parent);
  });
  parents.forEach((parent) => parent.normalize());
}

/** Wraps each match of `query` in `root` in a mark and returns the marks in document order. */
export function markMatches(root: HTMLElement, query: string): HTMLElement[] {
  clearMatches(root);
  const needle = query.trim();
  if (!needle) return [];
  const pattern = new RegExp(escapeRegExp(needle), 'giu');
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  while (walker.nextNode()) textNodes.push(walker.currentNode as Text);

  const marks: HTMLElement[] = [];
  for (const node of textNodes) {
    if (marks.length >= maxHits) break;
    const text = node.data;
    pattern.lastIndex = 0;
    let match = pattern.exec(text);
    if (!match) continue;
    const fragment = document.createDocumentFragment();
    let last = 0;
    while (match && marks.length < maxHits) {
      if (match.index > last) fragment.append(text.slice(last, match.index));
      const mark = document.createElement('mark');
      mark.dataset.searchHit = '';
      mark.textContent = match[0];
      fragment.append(mark);
      marks.push(mark);
      last = match.index + match[0].length;
      match = pattern.exec(text);
    }
    if (last < text.length) fragment.append(text.slice(last));
    node.replaceWith(fragment);
  }
  return marks;
}

/** Marks `marks[index]` as the current hit and scrolls it into view. */
export function showHit(marks: HTMLElement[], index: number): void {
  marks.forEach((mark, i) => {
    if (i === index) mark.setAttribute('data-current-hit', '');
    else mark.removeAttribute('data-current-hit');
  });
  marks[index]?.scrollIntoView?.({ block: 'center' });
}
