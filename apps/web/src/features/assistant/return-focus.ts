/*
 * Back from the law viewer, focus returns to the citation that was opened, not to the question
 * field: the thread remembers which link left it (one per app session, in memory) and, when the
 * browser comes back to that thread (a POP navigation), focuses the same link once it is on screen.
 */
import { type RefObject, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The thread's path, the link's address and which of the links to that address it was. */
let lastOpened: { path: string; href: string; nth: number } | null = null;

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

  // Remember the viewer link a click (or Enter) follows out of the thread.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href');
      if (!link || !href || !isViewerLink(href)) return;
      // The marker in the text and the source chip open the same address: keep which one it was.
      lastOpened = { path: location.pathname, href, nth: linksTo(root, href).indexOf(link) };
    };
    root.addEventListener('click', onClick, true);
    return () => root.removeEventListener('click', onClick, true);
  }, [container, location.pathname, ready]);

  // Back on that thread: focus the same link once the messages are on screen. The answer's markdown
  // renders lazily and may be drawn again when the thread's data is refreshed, which replaces the link
  // and drops focus to the page, and a field drawn late may take focus: keep looking, and keep
  // watching a while after focusing, until the reader acts (a key, a pointer, a touch, a wheel: the
  // reader may already be tabbing). Only the reader's own input ends the watch, not a focus change,
  // which on a busy machine the page itself can make after the link was focused.
  useEffect(() => {
    if (!ready || navigationType !== 'POP' || lastOpened?.path !== location.pathname) return;
    const { href, nth } = lastOpened;
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
      const link = linksTo(container.current, href)[nth];
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
