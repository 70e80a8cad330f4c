import type { ChildNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

import { cleanText } from './text.js';

export type { Element };

export function parseXml(xml: string) {
  return parseDocument(xml, { xmlMode: true });
}

export function parseHtml(html: string) {
  return parseDocument(html, { decodeEntities: true });
}

export const isElement = (n: ChildNode): n is Element => n.type === 'tag';

export function childElements(el: Element, name?: string): Element[] {
  return el.children.filter(
    (c): c is Element => isElement(c) && (name === undefined || c.name === name),
  );
}

export function firstChild(el: Element, name: string): Element | undefined {
  return childElements(el, name)[0];
}

export function findAll(root: Element | { children: ChildNode[] }, name: string): Element[] {
  return DomUtils.findAll((e) => e.name === name, root.children);
}

/**
 * Text content with whitespace collapsed; footnotes (Formex NOTE) are left out and the
 * QUOT.START / QUOT.END milestones become typographic quotes.
 */
const BLOCKS = new Set([
  'P',
  'NP',
  'NO.P',
  'TXT',
  'ITEM',
  'LIST',
  'ALINEA',
  'TI',
  'STI',
  'PARAG',
  'NO.PARAG',
  'TITLE',
  'ROW',
  'CELL',
  'p',
  'div',
  'td',
  'tr',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
]);

export function textOf(node: ChildNode | Element, quotes: [string, string] = ['‘', '’']): string {
  const parts: string[] = [];
  const walk = (n: ChildNode) => {
    if (n.type === 'text') parts.push(n.data);
    else if (isElement(n)) {
      if (n.name === 'NOTE' || n.name === 'script' || n.name === 'style') return;
      if (n.name === 'QUOT.START') parts.push(quotes[0]);
      else if (n.name === 'QUOT.END') parts.push(quotes[1]);
      else if (n.name === 'br') parts.push(' ');
      n.children.forEach(walk);
      // Block elements are often written without whitespace between them (minified Formex).
      if (BLOCKS.has(n.name)) parts.push(' ');
    }
  };
  walk(node);
  return cleanText(parts.join(''));
}

export function attr(el: Element, name: string): string | undefined {
  return el.attribs[name];
}

export function hasClass(el: Element, cls: string): boolean {
  return (el.attribs.class ?? '').split(/\s+/).includes(cls);
}
