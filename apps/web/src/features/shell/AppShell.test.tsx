import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readLocal, writeLocal } from '../../lib/storage';
import { stubWidth } from '../../test/media';
import { authValue, fakeApi, renderRoutes, seedSession } from '../../test/render';

beforeEach(() => seedSession());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('app shell', () => {
  it('on a phone, the drawer starts closed on every load, whatever the desktop remembered', async () => {
    stubWidth(true);
    writeLocal('sidebarOpened', true);
    renderRoutes('/assistant/conversations', authValue({ logged: true }));
    const menu = await screen.findByRole('button', { name: 'Open the menu' }, { timeout: 5000 });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.click(menu);
    const nav = await screen.findByRole('navigation');
    await userEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    // The phone's choice is not written over the desktop's.
    expect(readLocal('sidebarOpened')).toBe(true);
  });

  it('on a desktop, the sidebar remembers being closed', async () => {
    stubWidth(false);
    renderRoutes('/assistant/conversations', authValue({ logged: true }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Close the menu' }, { timeout: 5000 }),
    );
    expect(readLocal('sidebarOpened')).toBe(false);
  });

  it('lists the navigation as list items, offers a skip link first, and names the account button by its label only', async () => {
    stubWidth(false);
    renderRoutes('/assistant/conversations', authValue({ logged: true }));
    const nav = await screen.findByRole('navigation', undefined, { timeout: 5000 });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    items.forEach((item) => expect(within(item).getByRole('link')).toBeInTheDocument());
    expect(within(nav).getByRole('link', { name: 'Laws' })).toHaveAttribute('href', '/laws');

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();

    // Visible text inside the button that is not in its name fails "label in name".
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(/^$/);
  });

  it('lists the five newest conversations under a "new chat" action, and keeps them for the next load', async () => {
    stubWidth(false);
    const titles = ['Uno', 'Due', 'Tre', 'Quattro', 'Cinque', 'Sei', 'Sette'];
    const conversations = titles.map((title, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      title,
      workspaceId: null,
      language: 'it',
      shared: false,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    }));
    const calls: URL[] = [];
    fakeApi((raw) => {
      const url = new URL(raw);
      calls.push(url);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return url.pathname === '/conversations'
        ? Response.json({
            items: conversations.slice(0, limit),
            total: conversations.length,
            limit,
            offset: 0,
          })
        : Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    });
    renderRoutes('/assistant/conversations', authValue({ logged: true }));
    const recents = await screen.findByRole('list', { name: 'Recent' }, { timeout: 5000 });
    const links = within(recents).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links.map((link) => link.textContent)).toEqual(titles.slice(0, 5));
    expect(links[0]).toHaveAttribute('href', `/assistant/${conversations[0]!.id}/`);
    expect(calls.some((url) => url.searchParams.get('limit') === '5')).toBe(true);
    expect(screen.getByRole('link', { name: 'New chat' })).toHaveAttribute('href', '/assistant');
    await waitFor(() => expect(readLocal('recents')).toHaveLength(5));
  });
});
