/*
 * The text of a law: the laws service's HTML, sanitised, with the IDS.md anchors. The anchor of the
 * address is scrolled to and marked (aria-current="location"); links inside the text that point
 * at an anchor or at another page of the app are followed by the router, not by a page load.
 */
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';

import { setSanitizedHtml } from '../../lib/sanitize-html';
import { unitOf } from './anchors';

export interface LawTextProps {
  /** The HTML fragment of the laws service; untrusted, sanitised here. */
  html: string;
  /** The anchor to scroll to and highlight (art-17, art-17-par-1, rec-12), if any. */
  anchor: string | null;
  /**
   * Whether the anchors stay element ids. Only one text on a page may own them: a second text
   * shown beside it (a comparison) keeps them as data-anchor so ids stay unique.
   */
  ownsIds?: boolean;
  /** Accessible name of the text region; or name it with `labelledBy`. */
  label?: string;
  /** Id of the element naming the text region (the page heading). */
  labelledBy?: string;
  /** Language of the text, for screen readers and hyphenation. */
  lang?: string;
  /** Scroll the text inside its own box (side by side) instead of the page. */
  scrollable?: boolean;
  /** Changes with every navigation, so choosing the same anchor again scrolls to it again. */
  scrollKey?: string;
  /** Content shown at the top of an article, under its heading (the status of the law). */
  notices?: Array<{ anchor: string; content: ReactNode }>;
  /** Called with true once the whole text is in the DOM (a long text arrives in parts). */
  onComplete?: (complete: boolean) => void;
}

/** Texts longer than this (a whole code: the GDPR is 440 KB) are put on the page in parts. */
const progressiveFrom = 150_000;
/**
 * About this much HTML per part: parsing, sanitising and inserting one part stays a short task on a
 * slow phone (under 50 ms at a quarter of this machine's speed), so the page answers throughout.
 */
const partSize = 8_000;

/** The opening tag of a section that a part continues: same classes plus `continued`, no id. */
function reopened(tag: string): string {
  const withoutIds = tag.replace(/\s(?:id|aria-labelledby)="[^"]*"/gi, '');
  return /\bclass="/i.test(withoutIds)
    ? withoutIds.replace(/\bclass="([^"]*)"/i, 'class="$1 continued"')
    : withoutIds.replace(/^<section\b/i, '<section class="continued"');
}

/**
 * Splits a long fragment into parts, in document order; null for a short text or one of another
 * shape. A part ends after a top-level section or after a unit (article, recital, annex) inside a
 * division (chapter, section): a chapter of the GDPR is up to 60 KB. A part that starts inside a
 * division opens it again (same classes plus `continued`, no id, no heading), so its units keep
 * their nesting and styles and every anchor stays unique. A scan of the section tags, not a parse:
 * the parser's time is what is being spread. Whatever precedes the first section (the document's
 * opening tag and title) goes with the first part; the parser closes and drops the wrapper's tags
 * across parts. Each part is sanitised when it is shown.
 */
export function splitIntoParts(html: string, size = partSize): string[] | null {
  if (html.length < progressiveFrom) return null;
  const tags = /<(\/?)section\b[^>]*>/gi;
  const parts: string[] = [];
  /** The opening tags of the sections around the scan position. */
  const open: string[] = [];
  let partStart = 0;
  let prefix = '';
  /** Where the current part may end: after a unit or top-level section, and the closings after it. */
  let cut = -1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (!match[1]) {
      if (cut !== -1) {
        parts.push(prefix + html.slice(partStart, cut));
        partStart = cut;
        prefix = open.map(reopened).join('');
        cut = -1;
      }
      open.push(match[0]);
      continue;
    }
    const closed = open.pop();
    if (closed === undefined) return null;
    const end = match.index + match[0].length;
    if (cut !== -1) cut = end;
    else if (
      end - partStart >= size &&
      (open.length === 0 || /\bclass="[^"]*\bunit\b/i.test(closed))
    )
      cut = end;
  }
  if (open.length !== 0) return null;
  if (partStart < html.length) parts.push(prefix + html.slice(partStart));
  return parts.length > 1 ? parts : null;
}

const partStyle: CSSProperties = { display: 'contents' };

/**
 * An element holding a fragment of the service's HTML, sanitised into it (the browser's own
 * sanitizer where there is one) before the page paints; React renders no children in it.
 */
const HtmlFragment = memo(function HtmlFragment({
  html,
  style,
  ref,
}: {
  html: string;
  style?: CSSProperties;
  ref?: RefObject<HTMLDivElement | null>;
}) {
  const own = useRef<HTMLDivElement>(null);
  const element = ref ?? own;
  useLayoutEffect(() => {
    if (element.current) setSanitizedHtml(element.current, html);
  }, [element, html]);
  return <div ref={element} style={style} />;
});

const idle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 200 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 16);
  return () => window.clearTimeout(handle);
};

/** Finds the element of an anchor inside `root`, whether it keeps its id or a data-anchor. */
export function findAnchor(root: ParentNode, anchor: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[id="${anchor}"], [data-anchor="${anchor}"]`);
}

/**
 * The units off screen are not laid out (content-visibility), so their heights are estimates until
 * they are first shown: units that render near the target after the jump can move it. For a short
 * while the target is put back at the top whenever it drifted, until the reader scrolls, types or
 * touches the page. Returns the cleanup.
 */
function keepInView(target: HTMLElement, box: HTMLElement | null): (() => void) | undefined {
  if (typeof requestAnimationFrame !== 'function' || !target.scrollIntoView) return undefined;
  const view = target.ownerDocument.defaultView;
  let frame = 0;
  let frames = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'])
      view?.removeEventListener(type, stop, true);
  };
  const check = () => {
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    const top = target.getBoundingClientRect().top - (box?.getBoundingClientRect().top ?? 0);
    if (Math.abs(top - margin) > 2) target.scrollIntoView({ block: 'start' });
    frames += 1;
    if (frames < 60) frame = requestAnimationFrame(check);
    else stop();
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'])
    view?.addEventListener(type, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(check);
  return stop;
}

/**
 * The styled frame of a law's text. Its parts come in one by one (LawTextParts holds that state), and
 * the frame does not render again for each: its styles, a few dozen rules with colours computed from
 * the theme, would be worked out and serialised again every time, 58 times for the GDPR.
 */
export function LawText({ label, labelledBy, lang, scrollable = false, ...parts }: LawTextProps) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // A notice's router link (rendered through a portal) has already navigated.
    if (event.defaultPrevented) return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank') return;
    if (href.startsWith('#') || href.startsWith('/')) {
      event.preventDefault();
      void navigate(href.startsWith('#') ? { hash: href } : href);
    }
  };

  return (
    <Box
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      lang={lang}
      onClick={onClick}
      sx={(theme) => ({
        ...(scrollable ? { maxHeight: '70vh', overflowY: 'auto', pr: 1 } : {}),
        fontSize: 16,
        lineHeight: 1.6,
        // The page (or the pane) already heads the text with the document's title.
        '& .document-title': { display: 'none' },
        '& h2, & h3, & h4, & h5, & h6': { fontSize: 17, fontWeight: 600, mt: 3, mb: 1 },
        '& .unit-heading, & .division-heading': {
          display: 'block',
          fontWeight: 400,
          fontStyle: 'italic',
        },
        '& [data-anchor]': { scrollMarginTop: scrollable ? 8 : 88 },
        // A whole code is hundreds of units: the browser lays out and paints only those near the
        // screen (the others keep an estimated height, then their last measured one). Their text
        // stays in the DOM, so find-in-document, the browser's own find, anchors and screen readers
        // see all of it; printing lays out everything.
        '& section.unit': { contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' },
        '@media print': { '& section.unit': { contentVisibility: 'visible' } },
        '& section, & .paragraph': { borderRadius: 1, transition: 'background-color 300ms' },
        '& [aria-current="location"]': {
          bgcolor: alpha(theme.palette.primary.main, 0.08),
          outline: `2px solid ${alpha(theme.palette.primary.main, 0.4)}`,
          outlineOffset: 4,
        },
        '& [aria-current="location"]:focus': { outlineColor: theme.palette.primary.main },
        '& ol.points': { listStyle: 'none', pl: 3 },
        '& mark[data-search-hit]': {
          bgcolor: alpha(theme.palette.warning.light, 0.5),
          color: 'inherit',
        },
        '& mark[data-current-hit]': { bgcolor: theme.palette.warning.main },
      })}
    >
      <LawTextParts {...parts} scrollable={scrollable} />
    </Box>
  );
}

type LawTextPartsProps = Omit<LawTextProps, 'label' | 'labelledBy' | 'lang'>;

/** The text itself, part by part, with its anchors and notices; its root's parent is the frame. */
function LawTextParts({
  html,
  anchor,
  ownsIds = true,
  scrollable = false,
  scrollKey,
  notices,
  onComplete,
}: LawTextPartsProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A long text: the parts up to the one holding the anchor first, the rest one part per idle
  // moment, so the page answers while a whole code goes in. Find, anchors and notices wait for them.
  const parts = useMemo(() => splitIntoParts(html), [html]);
  // How many parts of which text are shown: a new text (another language) starts again at one.
  const [progress, setProgress] = useState({ parts, shown: 1 });
  const shownParts = progress.parts === parts ? progress.shown : 1;
  const unit = unitOf(anchor);
  const anchorPart = useMemo(() => {
    if (!parts || !anchor) return 0;
    const at = (id: string) => parts.findIndex((part) => part.includes(`id="${id}"`));
    const found = at(anchor);
    return found === -1 && unit ? Math.max(at(unit), 0) : Math.max(found, 0);
  }, [parts, anchor, unit]);
  const visibleParts = parts ? Math.min(parts.length, Math.max(shownParts, anchorPart + 1)) : 0;
  const complete = !parts || visibleParts === parts.length;
  // A short text goes in whole, a long one part by part; each fragment is sanitised into its element
  // once, when it is first shown (the same string does not set it again).
  const clean = parts ? null : html;

  useEffect(() => {
    if (complete) return undefined;
    return idle(() => setProgress({ parts, shown: visibleParts + 1 }));
  }, [complete, parts, visibleParts]);

  useEffect(() => {
    onComplete?.(complete);
  }, [complete, onComplete]);
  const [hosts, setHosts] = useState<Map<string, HTMLElement>>(() => new Map());
  const noticeAnchors = (notices ?? []).map((n) => n.anchor).join(' ');

  // A host element under each noticed article's heading, for the notices' portals: the text is
  // the service's HTML, so React content goes in through portals rather than into the string.
  // Hosts are kept while their article stays on the page: a new part adds the hosts of the notices
  // it holds, and the text renders again only when one was added or dropped (not for every part).
  const hostsRef = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const wanted = new Set(noticeAnchors ? noticeAnchors.split(' ') : []);
    const current = hostsRef.current;
    let changed = false;
    for (const [anchor, host] of current) {
      if (wanted.has(anchor) && root.contains(host)) continue;
      host.remove();
      current.delete(anchor);
      changed = true;
    }
    for (const anchor of wanted) {
      if (current.has(anchor)) continue;
      const section = findAnchor(root, anchor);
      if (!section) continue;
      const host = document.createElement('div');
      host.dataset.noticeFor = anchor;
      const heading = section.querySelector(':scope > h1, :scope > h2, :scope > h3, :scope > h4');
      if (heading) heading.after(host);
      else section.prepend(host);
      current.set(anchor, host);
      changed = true;
    }
    if (changed) setHosts(new Map(current));
  }, [clean, visibleParts, noticeAnchors]);
  useEffect(() => {
    const current = hostsRef.current;
    return () => {
      current.forEach((host) => host.remove());
      current.clear();
    };
  }, []);

  // Record every anchor as data-anchor, and drop the ids of a secondary text: in the parts added
  // since the last time only, so that each new part costs the same however many came before.
  const marked = useRef<{ text: unknown; ownsIds: boolean; parts: number }>({
    text: null,
    ownsIds,
    parts: 0,
  });
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const text = clean ?? parts;
    if (marked.current.text !== text || marked.current.ownsIds !== ownsIds)
      marked.current = { text, ownsIds, parts: 0 };
    const scopes = clean !== null ? [root] : Array.from(root.children).slice(marked.current.parts);
    for (const scope of scopes) {
      scope.querySelectorAll<HTMLElement>('[id]').forEach((element) => {
        element.dataset.anchor = element.id;
        if (!ownsIds) element.removeAttribute('id');
      });
    }
    marked.current.parts = clean !== null ? 0 : root.children.length;
  }, [clean, parts, visibleParts, ownsIds]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    root
      .querySelectorAll('[aria-current="location"]')
      .forEach((element) => element.removeAttribute('aria-current'));
    if (!anchor) return;
    // A paragraph the text does not number (a citation's "art-159-par-2") opens its article.
    const target = findAnchor(root, anchor) ?? (unit ? findAnchor(root, unit) : null);
    if (!target) return;
    target.setAttribute('aria-current', 'location');
    target.tabIndex = -1;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
    return keepInView(target, scrollable ? root.parentElement : null);
    // Not on every new part: only when the text, the anchor or the navigation changes.
  }, [clean, parts, anchor, unit, scrollKey, scrollable]);

  return (
    <>
      {clean !== null ? (
        <HtmlFragment ref={ref} html={clean} />
      ) : (
        <div ref={ref}>
          {parts!.slice(0, visibleParts).map((part, index) => (
            <HtmlFragment key={index} html={part} style={partStyle} />
          ))}
        </div>
      )}
      {(notices ?? []).map((notice) => {
        const host = hosts.get(notice.anchor);
        return host ? createPortal(notice.content, host, notice.anchor) : null;
      })}
    </>
  );
}
