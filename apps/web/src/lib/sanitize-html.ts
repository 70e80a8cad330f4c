/*
 * The laws service's HTML is untrusted input (it is built from third-party corpora): everything shown
 * through innerHTML passes here first. An allow-list keeps the structure of a law text (sections,
 * headings, paragraphs, lists), the anchors' ids the viewer scrolls to, and links; scripts, event
 * handlers, styles, forms, frames and any non-http(s)/mailto/relative URL are dropped.
 */
import DOMPurify from 'dompurify';

const allowedTags = [
  'a',
  'abbr',
  'article',
  'aside',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'ins',
  'li',
  'mark',
  'nav',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

const allowedAttributes = [
  'id',
  'class',
  'href',
  'lang',
  'title',
  'colspan',
  'rowspan',
  'data-document-id',
];

// Relative paths, in-page anchors, http(s) and mailto only: no javascript:, data: or vbscript:.
const allowedUri = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // Links leaving the app open in a new tab without handing it our window.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The browser's own sanitizer for the allow-list, or null where there is none (or it refuses it). */
let nativeSanitizer: object | null | undefined;

function browserSanitizer(): object | null {
  if (nativeSanitizer !== undefined) return nativeSanitizer;
  nativeSanitizer = null;
  const Sanitizer = (globalThis as { Sanitizer?: new (config: object) => object }).Sanitizer;
  if (
    typeof Sanitizer === 'function' &&
    typeof Element !== 'undefined' &&
    'setHTML' in Element.prototype
  ) {
    try {
      nativeSanitizer = new Sanitizer({
        elements: allowedTags,
        attributes: allowedAttributes,
        dataAttributes: false,
        comments: false,
      });
    } catch {
      nativeSanitizer = null;
    }
  }
  return nativeSanitizer;
}

/**
 * Puts `html` into `element` with only the allowed tags, attributes and URLs left. Where the browser
 * has the HTML Sanitizer API (`Element.setHTML`), it parses and filters in one native pass: on the
 * whole GDPR (460 KB, 58 parts) 81 ms in Chromium at 4x CPU slowdown against 700 ms for
 * DOMPurify and innerHTML, which stays the way elsewhere. The browser's safe mode removes scripts,
 * event handlers and javascript: URLs whatever the list says; the URL rule and the outside links'
 * new tab are applied to the links after it. One difference: an element outside the list goes with
 * its content (DOMPurify keeps the content); the laws service writes only listed elements.
 */
export function setSanitizedHtml(element: Element, html: string): void {
  const sanitizer = browserSanitizer();
  if (!sanitizer) {
    element.innerHTML = sanitizeHtml(html);
    return;
  }
  (element as Element & { setHTML(html: string, options: { sanitizer: object }): void }).setHTML(
    html,
    { sanitizer },
  );
  for (const link of element.querySelectorAll('a[href]')) {
    // As DOMPurify does: spaces, control and format characters do not count (" javascript:" is
    // javascript:).
    const href = (link.getAttribute('href') ?? '').replace(/[\p{Cc}\p{Cf}\s]/gu, '');
    if (!allowedUri.test(href)) link.removeAttribute('href');
    else if (/^https?:/i.test(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** Returns `html` with only the allowed tags, attributes and URLs left: safe for innerHTML. */
export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    // The hook adds target/rel after the allow-list ran; keep them.
    ADD_ATTR: ['target', 'rel'],
  });
}
