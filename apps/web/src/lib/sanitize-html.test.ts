import { sanitizeHtml, setSanitizedHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the structure of a law text and the anchors the viewer scrolls to', () => {
    const html =
      '<article class="law-document" lang="it"><section class="unit article" id="art-17"><h3>Articolo 17</h3>' +
      '<div class="paragraph" id="art-17-par-1"><p>1. Testo</p><ol class="points"><li>a) punto</li></ol></div>' +
      '<a href="#art-18">art. 18</a> <a href="/documents/it/costituzione#art-117">Cost.</a></section></article>';
    const clean = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
    expect(clean.getElementById('art-17')?.tagName).toBe('SECTION');
    expect(clean.getElementById('art-17-par-1')?.textContent).toContain('1. Testo');
    expect(clean.querySelector('article')?.getAttribute('lang')).toBe('it');
    expect([...clean.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#art-18',
      '/documents/it/costituzione#art-117',
    ]);
  });

  it('removes scripts, event handlers and javascript: links so nothing in a document can run', () => {
    const html =
      '<p id="art-1">Testo<script>window.__pwned = true</script></p>' +
      '<img src="x" onerror="window.__pwned = true">' +
      '<a href="javascript:window.__pwned=true" onclick="window.__pwned = true">link</a>' +
      '<a href=" JaVaScRiPt:alert(1)">spaced</a>' +
      '<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>' +
      '<form action="https://evil.example"><input name="q"></form>' +
      '<p style="background:url(javascript:alert(1))">styled</p>';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(
      /<script|onerror|onclick|javascript:|<iframe|<form|<input|<img|<svg|style=/i,
    );
    expect(clean).toContain('Testo');
    expect(clean).toContain('link');
  });

  it('opens outside links in a new tab without access to the app window', () => {
    const clean = sanitizeHtml(
      '<a href="https://eur-lex.europa.eu/eli/reg/2016/679/oj">EUR-Lex</a>',
    );
    const link = new DOMParser().parseFromString(clean, 'text/html').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('puts a text into an element the same way where the browser has no sanitizer of its own', () => {
    const element = document.createElement('div');
    setSanitizedHtml(
      element,
      '<section id="art-1"><p>Testo<script>window.__pwned = true</script></p>' +
        '<a href="javascript:alert(1)" onclick="alert(1)">link</a>' +
        '<a href="https://www.senato.it/">Senato</a></section>',
    );
    expect(element.querySelector('#art-1 p')?.textContent).toBe('Testo');
    expect(element.innerHTML).not.toMatch(/<script|onclick|javascript:/i);
    expect(element.querySelector('a[href^="https"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });
});
