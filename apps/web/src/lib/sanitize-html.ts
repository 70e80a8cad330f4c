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
