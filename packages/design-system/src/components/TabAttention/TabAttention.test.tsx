import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TabAttention } from './TabAttention.js';
import { faviconBadgeSize, useTabAttention } from './use-tab-attention.js';
import { expectNoAxeViolations } from '../../test/axe.js';

const originalIcon = 'data:image/png;base64,ORIGINAL';
const badgedIcon = 'data:image/png;base64,BADGED';

let hidden = false;

function setHidden(next: boolean) {
  hidden = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

// jsdom has no canvas and never loads images: stand in for both, recording what gets drawn.
function stubCanvasAndImage() {
  const context = {
    clearRect: vi.fn(),
    drawImage: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    stroke: vi.fn(),
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
  };
  const canvases: HTMLCanvasElement[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    canvases.push(this);
    return context as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(badgedIcon);
  class LoadedImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_value: string) {
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', LoadedImage);
  return { context, canvases };
}

async function flushImageLoad() {
  await act(async () => {
    await Promise.resolve();
  });
}

function iconHref() {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href') ?? null;
}

describe('useTabAttention', () => {
  beforeEach(() => {
    hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.title = 'Lexio';
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = originalIcon;
    document.head.appendChild(link);
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'hidden');
    document.head.querySelectorAll('link[rel~="icon"]').forEach((link) => link.remove());
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('prefixes the title and badges the favicon while the tab is hidden, then restores both', async () => {
    const { context, canvases } = stubCanvasAndImage();
    render(<TabAttention count={3} />);
    expect(document.title).toBe('Lexio');
    expect(iconHref()).toBe(originalIcon);

    setHidden(true);
    await flushImageLoad();
    expect(document.title).toBe('(3) Lexio');
    expect(iconHref()).toBe(badgedIcon);
    expect(faviconBadgeSize).toBe(32);
    expect(canvases[0]).toHaveProperty('width', 32);
    expect(canvases[0]).toHaveProperty('height', 32);
    // The original icon first, then a red dot in the top-right corner.
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 32, 32);
    expect(context.arc).toHaveBeenCalledWith(24, 8, 8, 0, 2 * Math.PI);
    expect(context.fillStyle).toBe('#B3261E');

    setHidden(false);
    expect(document.title).toBe('Lexio');
    expect(iconHref()).toBe(originalIcon);
  });

  it('does nothing while the tab is visible, whatever the count', () => {
    stubCanvasAndImage();
    render(<TabAttention count={5} />);
    expect(document.title).toBe('Lexio');
    expect(iconHref()).toBe(originalIcon);
  });

  it('does nothing while hidden with no notifications, and restores when the count returns to 0', async () => {
    stubCanvasAndImage();
    const { rerender } = render(<TabAttention count={0} />);
    setHidden(true);
    expect(document.title).toBe('Lexio');
    expect(iconHref()).toBe(originalIcon);

    rerender(<TabAttention count={2} />);
    await flushImageLoad();
    expect(document.title).toBe('(2) Lexio');
    rerender(<TabAttention count={4} />);
    await flushImageLoad();
    expect(document.title).toBe('(4) Lexio');
    expect(iconHref()).toBe(badgedIcon);

    rerender(<TabAttention count={0} />);
    expect(document.title).toBe('Lexio');
    expect(iconHref()).toBe(originalIcon);
  });

  it('adds a favicon link when the page has none and removes it afterwards', async () => {
    document.head.querySelectorAll('link[rel~="icon"]').forEach((link) => link.remove());
    stubCanvasAndImage();
    render(<TabAttention count={1} />);
    setHidden(true);
    await flushImageLoad();
    expect(iconHref()).toBe(badgedIcon);
    setHidden(false);
    expect(document.querySelector('link[rel~="icon"]')).toBeNull();
  });

  it('restores everything on unmount and keeps a title the app changed meanwhile', async () => {
    stubCanvasAndImage();
    function Shell({ count }: { count: number }) {
      useTabAttention(count, { formatTitle: (n, title) => `[${n}] ${title}` });
      return null;
    }
    const { unmount } = render(<Shell count={1} />);
    setHidden(true);
    await flushImageLoad();
    expect(document.title).toBe('[1] Lexio');
    document.title = 'Lexio - Workspace';
    unmount();
    expect(document.title).toBe('Lexio - Workspace');
    expect(iconHref()).toBe(originalIcon);
  });

  it('renders nothing a screen reader or axe could trip on', async () => {
    stubCanvasAndImage();
    const { container } = render(<TabAttention count={1} />);
    expect(container).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });
});
