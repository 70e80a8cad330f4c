import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../lib/query-client';
import { fakeApi, renderWithProviders, testMe, testOrganisation } from '../../test/render';
import { OnboardingScreen } from './OnboardingScreen';

function setup(phoneStepRequired: boolean) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  fakeApi(async (url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', url, body });
    if (url.endsWith('/organisations/me')) return Response.json({ ...testOrganisation, ...body });
    if (url.endsWith('/users/me')) return Response.json({ ...testMe, ...body });
    return new Response('{}', { status: 404 });
  });
  const onCompleted = vi.fn();
  const client = createQueryClient();
  renderWithProviders(
    <QueryClientProvider client={client}>
      <OnboardingScreen phoneStepRequired={phoneStepRequired} onCompleted={onCompleted} />
    </QueryClientProvider>,
  );
  return { calls, onCompleted, client };
}

describe('OnboardingScreen', () => {
  it('shows the carousel of question-and-answer images in English, with a dot per image', async () => {
    setup(false);
    const first = screen.getByRole('img', {
      name: 'Can a landlord raise the rent during a residential lease?',
    });
    expect(first).toHaveAttribute('src', '/onboarding/en/qa-1.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Show example 3' }));
    expect(
      await screen.findByRole('img', {
        name: 'When does a limited company director become personally liable?',
      }),
    ).toHaveAttribute('src', '/onboarding/en/qa-3.svg');
  });

  it('without the phone step: continue waits for a company type, then saves and completes', async () => {
    const user = userEvent.setup();
    const { calls, onCompleted, client } = setup(false);
    expect(screen.getByText('Step 1 of 1')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Law Firm' }));
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'PATCH',
        url: 'http://api.test/organisations/me',
        body: { companyType: 'LAW_FIRM', isOnboarded: true },
      },
    ]);
    // The cached organisation is marked onboarded, so the gate lets the page through.
    expect(
      client.getQueryData<{ isOnboarded: boolean }>(['organisations', 'detail'])?.isOnboarded ??
        true,
    ).toBe(true);
  });

  it('Other needs a non-empty free text, which is saved in its place', async () => {
    const user = userEvent.setup();
    const { calls, onCompleted } = setup(false);
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Your type of organisation' }),
      'Notary office',
    );
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ companyType: 'Notary office', isOnboarded: true });
  });

  it('with the phone step: validates on blur, clears when valid, and saves the phone then the organisation', async () => {
    const user = userEvent.setup();
    const { calls, onCompleted } = setup(true);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Energy' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(phone).toHaveAttribute('placeholder', '+39 347 123 4567');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();

    await user.type(phone, '12ab');
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.clear(phone);
    await user.type(phone, '+39 347 123 4567');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument(),
    );
    expect(next).toBeEnabled();
    await user.click(next);

    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(calls).toEqual([
      { method: 'PATCH', url: 'http://api.test/users/me', body: { phoneNumber: '+393471234567' } },
      {
        method: 'PATCH',
        url: 'http://api.test/organisations/me',
        body: { companyType: 'ENERGY', isOnboarded: true },
      },
    ]);
  });

  it('an empty phone shows the error on blur', async () => {
    const user = userEvent.setup();
    setup(true);
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('textbox', { name: 'Phone number' }));
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  });
});
