import { useEffect, useRef, useSyncExternalStore } from 'react';

import { colors } from '../../theme/tokens.js';

/** Side in px of the canvas the favicon badge is drawn on (spec §9). */
export const faviconBadgeSize = 32;

/** Default colour of the favicon dot. */
export const faviconBadgeColor: string = colors.red700;

export interface TabAttentionOptions {
  /** Colour of the dot drawn on the favicon. */
  badgeColor?: string;
  /** Builds the title shown while hidden; defaults to "(N) " before the page's title. */
  formatTitle?: (count: number, title: string) => string;
}

const defaultFormatTitle = (count: number, title: string) => `(${count}) ${title}`;

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** True while the page's tab is in the background; follows visibilitychange. */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.hidden,
    () => false,
  );
}

/**
 * While the tab is hidden and `count` > 0, prefixes the page title with "(count) " and puts a dot on
 * the favicon, so a user working in another tab sees that responses are waiting. Both are restored
 * when the tab becomes visible again, when `count` returns to 0, or on unmount.
 */
export function useTabAttention(count: number, options: TabAttentionOptions = {}): void {
  const hidden = useDocumentHidden();
  const { badgeColor = faviconBadgeColor, formatTitle = defaultFormatTitle } = options;
  // formatTitle is usually an inline function: keep the latest without re-badging on every render.
  const formatTitleRef = useRef(formatTitle);
  useEffect(() => {
    formatTitleRef.current = formatTitle;
  });
  const active = hidden && count > 0;

  useEffect(() => {
    if (!active) return undefined;
    const restoreTitle = prefixTitle((original) => formatTitleRef.current(count, original));
    const restoreFavicon = badgeFavicon(badgeColor);
    return () => {
      restoreTitle();
      restoreFavicon();
    };
  }, [active, count, badgeColor]);
}

function prefixTitle(format: (original: string) => string): () => void {
  const original = document.title;
  const changed = format(original);
  document.title = changed;
  return () => {
    // If the app retitled the page meanwhile, its new title wins.
    if (document.title === changed) document.title = original;
  };
}

function badgeFavicon(color: string): () => void {
  const canvas = document.createElement('canvas');
  canvas.width = faviconBadgeSize;
  canvas.height = faviconBadgeSize;
  const context = canvas.getContext('2d');
  if (!context) return () => {};

  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  const created = !link;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  const iconLink = link;
  const originalHref = iconLink.getAttribute('href');
  let cancelled = false;

  const draw = (icon?: HTMLImageElement) => {
    if (cancelled) return;
    context.clearRect(0, 0, faviconBadgeSize, faviconBadgeSize);
    if (icon) context.drawImage(icon, 0, 0, faviconBadgeSize, faviconBadgeSize);
    const radius = faviconBadgeSize * 0.25;
    context.beginPath();
    context.arc(faviconBadgeSize - radius, radius, radius, 0, 2 * Math.PI);
    context.fillStyle = color;
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.stroke();
    try {
      iconLink.href = canvas.toDataURL('image/png');
    } catch {
      // A favicon from another origin taints the canvas: show the dot alone rather than nothing.
      if (icon) draw();
    }
  };

  if (originalHref) {
    const icon = new Image();
    icon.onload = () => draw(icon);
    icon.onerror = () => draw();
    icon.src = originalHref;
  } else {
    draw();
  }

  return () => {
    cancelled = true;
    if (created) {
      iconLink.remove();
    } else if (originalHref === null) {
      iconLink.removeAttribute('href');
    } else {
      iconLink.setAttribute('href', originalHref);
    }
  };
}
