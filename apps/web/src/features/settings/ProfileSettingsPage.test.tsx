import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import {
  authValue,
  fakeApi,
  renderRoutes,
  seedSession,
  testMe,
  testOrganisation,
} from '../../test/render';

afterEach(() => localStorage.clear());

const slow = { timeout: 10000 };

/** The profile API in memory: PATCH /users/me and /organisations/me answer with the change. */
function profileApi(role: 'OWNER' | 'MEMBER' = 'OWNER') {
  const patches: { path: string; body: Record<string, unknown> }[] = [];
  fakeApi(async (raw, init) => {
    const path = new URL(raw).pathname;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (init.method === 'PATCH') patches.push({ path, body });
    if (path === '/users/me') return Response.json({ ...testMe, role, ...body });
    if (path === '/organisations/me') return Response.json({ ...testOrganisation, ...body });
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  });
  return patches;
}

describe('profile settings', () => {
  it('names the role in words, never the raw value', async () => {
    profileApi();
    seedSession(undefined, { me: { role: 'OWNER' } });
    renderRoutes('/settings/profile', authValue({ logged: true }));
    expect(await screen.findByText('Owner', undefined, slow)).toBeVisible();
    expect(screen.queryByText('OWNER')).not.toBeInTheDocument();
  });

  it('edits the names, refusing an empty one, and says when they are saved', async () => {
    const patches = profileApi('MEMBER');
    const user = userEvent.setup();
    seedSession(undefined, { me: { role: 'MEMBER' } });
    renderRoutes('/settings/profile', authValue({ logged: true }));
    const form = await screen.findByRole('form', { name: 'Your details' }, slow);
    const first = within(form).getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Anna');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');

    await user.clear(first);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(patches).toHaveLength(0);

    await user.type(first, 'Giulia');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Saved'));
    expect(patches).toEqual([
      { path: '/users/me', body: { firstName: 'Giulia', lastName: 'Rossi' } },
    ]);
    // A member does not edit the organisation.
    expect(screen.queryByRole('form', { name: 'Your organisation' })).not.toBeInTheDocument();
  });

  it('lets an owner rename the organisation and change its company type, Other with its own words', async () => {
    const patches = profileApi();
    const user = userEvent.setup();
    seedSession(undefined, { me: { role: 'OWNER' } });
    renderRoutes('/settings/profile', authValue({ logged: true }));
    const form = await screen.findByRole('form', { name: 'Your organisation' }, slow);
    const name = within(form).getByRole('textbox', { name: 'Organisation name' });
    expect(name).toHaveValue('Studio Rossi');
    expect(within(form).getByRole('combobox', { name: 'Type of organisation' })).toHaveTextContent(
      'Law Firm',
    );

    await user.clear(name);
    await user.type(name, 'Studio Rossi & Bianchi');
    await user.click(within(form).getByRole('combobox', { name: 'Type of organisation' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Describe your organisation' }),
      'Notary',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Saved'));
    expect(patches).toEqual([
      {
        path: '/organisations/me',
        body: { name: 'Studio Rossi & Bianchi', companyType: 'Notary' },
      },
    ]);
  });
});
