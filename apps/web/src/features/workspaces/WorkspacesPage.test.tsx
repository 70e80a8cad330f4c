import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { authValue, renderRoutes, seedSession } from '../../test/render';
import {
  api,
  apiBase,
  meter,
  server,
  listenDuringTests,
  workspace,
} from '../../test/workspaces-api';

listenDuringTests();

let workspaces = [
  workspace(),
  workspace({ id: 'ws-2', name: 'Contracts', description: '', libraryCount: 0 }),
];
let filters: unknown[] = [];

beforeEach(() => {
  seedSession();
  filters = [];
  workspaces = [
    workspace(),
    workspace({ id: 'ws-2', name: 'Contracts', description: '', libraryCount: 0 }),
  ];
  server.use(
    api.meter(),
    http.post(`${apiBase}/organisations/me/workspaces/filter`, async ({ request }) => {
      const body = (await request.json()) as { q?: string };
      filters.push(body);
      const q = body.q?.toLowerCase() ?? '';
      const items = workspaces.filter((w) => !q || w.name.toLowerCase().includes(q));
      return HttpResponse.json(api.page(items));
    }),
  );
});
afterEach(() => localStorage.clear());

const open = () => renderRoutes('/assistant/workspaces', authValue({ logged: true }));

describe('WorkspacesPage', () => {
  it('shows the workspaces as cards with the meter, and keeps the list view across a reload', async () => {
    const user = userEvent.setup();
    const first = open();
    const cards = await screen.findByRole('list', { name: 'Workspaces' }, { timeout: 15000 });
    expect(within(cards).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/assistant/workspaces/ws-1/',
    );
    expect(within(cards).getByText(/1 file · updated/)).toBeVisible();
    expect(await screen.findByText('2 / 5 workspaces')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(localStorage.getItem('lexio.workspacesViewMode')).toBe('"list"');
    first.unmount();

    open();
    expect(await screen.findByRole('button', { name: 'List' }, { timeout: 15000 })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Contracts' })).toBeVisible();
  });

  it('searches by name, the text sent in the filter body', async () => {
    const user = userEvent.setup();
    open();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search workspaces' }, { timeout: 15000 }),
      'contr',
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Contracts' })).toBeVisible();
    expect(filters).toContainEqual({ q: 'contr' });
  });

  it('creates a workspace and opens it; renames and deletes one after confirming', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    server.use(
      http.post(`${apiBase}/organisations/me/workspaces`, async ({ request }) => {
        const body = (await request.json()) as { name: string; description: string };
        calls.push(`create ${body.name}`);
        const created = workspace({ id: 'ws-3', ...body, libraryCount: 0 });
        workspaces.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get(`${apiBase}/workspaces/:id`, ({ params }) =>
        HttpResponse.json(workspaces.find((w) => w.id === params.id)),
      ),
      http.post(`${apiBase}/workspaces/:id/conversations/filter`, () =>
        HttpResponse.json(api.page([])),
      ),
      http.patch(`${apiBase}/workspaces/:id`, async ({ params, request }) => {
        const body = (await request.json()) as { name: string };
        calls.push(`rename ${String(params.id)} ${body.name}`);
        workspaces = workspaces.map((w) => (w.id === params.id ? { ...w, ...body } : w));
        return HttpResponse.json(workspaces.find((w) => w.id === params.id));
      }),
      http.delete(`${apiBase}/workspaces/:id`, ({ params }) => {
        calls.push(`delete ${String(params.id)}`);
        workspaces = workspaces.filter((w) => w.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = open();

    await user.click(
      await screen.findByRole('button', { name: 'Rename Privacy' }, { timeout: 15000 }),
    );
    const rename = screen.getByRole('dialog', { name: 'Rename workspace' });
    await user.clear(within(rename).getByRole('textbox', { name: 'Name' }));
    await user.type(within(rename).getByRole('textbox', { name: 'Name' }), 'Privacy EU');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Privacy EU' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Contracts' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this workspace?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Contracts' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'New workspace' }));
    const create = screen.getByRole('dialog', { name: 'New workspace' });
    await user.type(within(create).getByRole('textbox', { name: 'Name' }), 'Employment');
    await user.click(within(create).getByRole('button', { name: 'New workspace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assistant/workspaces/ws-3/'));
    expect(calls).toEqual(['rename ws-1 Privacy EU', 'delete ws-2', 'create Employment']);
  });

  it('refuses a new workspace once the plan’s are all in use', async () => {
    server.use(api.meter(meter(5, 5)));
    open();
    expect(
      await screen.findByText('5 / 5 workspaces', undefined, { timeout: 15000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'New workspace' })).toBeDisabled();
  });
});
