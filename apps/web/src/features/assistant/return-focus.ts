/*
 * Back from the law viewer, focus returns to the citation that was opened, not to the question
 * field: the thread remembers which link left it (one per app session, in memory) and, when the
 * browser comes back to that thread (a POP navigation), focuses the same link once it is on screen.
 */
import { type RefObject, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The thread's path, the link's address, its words (the chip "1. GDPR, Articolo 33" or the marker
 * "1" in the text) and which of the links to that address with those words it was (and of all the
 * links to it, should its words have changed).
 */
let lastOpened: { path: string; href: string; text: string; nth: number; index: number } | null =
  null;

const linksTo = (root: HTMLElement | null, href: string) =>
  [...(root?.querySelectorAll('a[href]') ?? [])].filter((a) => a.getAttribute('href') === href);

/** Links that leave the thread for a viewer. */
const isViewerLink = (href: string) => /^\/(documents|library|court-rulings)\//.test(href);

/** The history entry focus was last returned in: the question field does not take focus there. */
let returnedIn: string | null = null;

/** Whether focus is being returned now (the question field should then not take it). */
export function useReturningFocus(): boolean {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    navigationType === 'POP' &&
    (lastOpened?.path === location.pathname || returnedIn === location.key)
  );
}

export function useReturnFocus(container: RefObject<HTMLElement | null>, ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();

  // Remember the viewer link a click (or Enter) follows out of the thread. Heard on the document
  // and matched against the container as it is at the click: the page may have drawn the messages'
  // element again since (a refresh as the answer ends), and a listener on the old one hears nothing.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const root = container.current;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href');
      if (!root || !link || !root.contains(link) || !href || !isViewerLink(href)) return;
      // The marker in the text and the source chip open the same address: keep which one it was,
      // by its words, since an answer still being written may draw more links to it meanwhile.
      const text = link.textContent ?? '';
      const links = linksTo(root, href);
      const nth = links.filter((a) => a.textContent === text).indexOf(link);
      lastOpened = { path: location.pathname, href, text, nth, index: links.indexOf(link) };
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [container, location.pathname]);

  // Back on that thread: focus the same link once the messages are on screen. The answer's markdown
  // renders lazily and may be drawn again when the thread's data is refreshed, which replaces the link
  // and drops focus to the page, and a field drawn late may take focus: keep looking, and keep
  // watching a while after focusing, until the reader acts (a key, a pointer, a touch, a wheel: the
  // reader may already be tabbing). Only the reader's own input ends the watch, not a focus change,
  // which on a busy machine the page itself can make after the link was focused.
  useEffect(() => {
    if (!ready || navigationType !== 'POP' || lastOpened?.path !== location.pathname) return;
    const { href, text, nth, index } = lastOpened;
    // A question field drawn again later in this visit (the answer's end refreshes the thread)
    // must not take focus from the citation either.
    returnedIn = location.key;
    const start = performance.now();
    let focusedAt = 0;
    let frame = 0;
    let readerActed = false;
    const inputs = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;
    const onInput = () => {
      readerActed = true;
    };
    for (const type of inputs)
      window.addEventListener(type, onInput, { capture: true, passive: true });
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of inputs) window.removeEventListener(type, onInput, { capture: true });
    };
    const attempt = () => {
      const now = performance.now();
      if (readerActed) {
        lastOpened = null;
        stop();
        return;
      }
      const links = linksTo(container.current, href);
      const sameWords = links.filter((a) => a.textContent === text);
      const link = sameWords.length > 0 ? sameWords[nth] : links[index];
      if (link instanceof HTMLElement && document.activeElement !== link) {
        link.focus();
        if (!focusedAt) focusedAt = now;
      }
      if (focusedAt ? now - focusedAt < WATCH_AFTER_FOCUS_MS : now - start < LOOK_FOR_MS) {
        frame = requestAnimationFrame(attempt);
      } else {
        lastOpened = null;
        stop();
      }
    };
    attempt();
    return stop;
  }, [container, ready, navigationType, location.pathname, location.key]);
}

/** How long to look for the link while the answer renders (WATCH_AFTER_FOCUS_MS once found). */
const LOOK_FOR_MS = 10_000;
/**
 * How long focus is kept on the link when the page redraws it: an answer that ends after the reader
 * came back refreshes the thread seconds later on a busy machine. The reader's first key, pointer,
 * touch or wheel ends the watch.
 */
const WATCH_AFTER_FOCUS_MS = 10_000;
