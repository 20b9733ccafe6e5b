import type { UserProfile } from '@equilibrio/contract/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { makeProfile, makeRequest } from '../testing/fixtures';
import { TestAddressPicker, TestDependantPicker } from '../testing/test-pickers';
import { RequestFormPage } from './request-form-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** A family back after months: copying an old request, checking the number it will be called on. */
const routes = [
  {
    path: '/dashboard/request-creation',
    element: (
      <RequestFormPage DependantPicker={TestDependantPicker} AddressPicker={TestAddressPicker} />
    ),
  },
  { path: '/dashboard/personal-area/personal-info', element: <h1>Dati personali</h1> },
  { path: '/dashboard/request-detail/:requestId', element: <h1>La richiesta</h1> },
];

const DUPLICATE = '/dashboard/request-creation?id=5&duplicate=true';
const COPIED = 'Testo copiato dalla richiesta #5: modificalo o cancellalo se non vale più.';

/** Follows a link out of a form with changes, answering «Si» to the leave question. */
async function leaveBy(link: HTMLElement) {
  await userEvent.click(link);
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
      name: 'Si',
    }),
  );
  await screen.findByRole('heading', { name: 'Dati personali' });
}

describe('request form, for a family coming back', () => {
  beforeEach(() => {
    signInAs();
    sessionStorage.clear();
  });

  it('says the note of a copy comes from the old request, until it is changed, and sends it as it was', async () => {
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest({ status: 'CHIUSA' }) }),
      'POST /v2/requests': () => ({ status: 201, body: makeRequest({ id: 6 }) }),
    });
    renderRoute(routes, { path: DUPLICATE });

    const notes = await screen.findByRole('textbox', { name: /Note/ });
    expect(notes).toHaveValue('Due pomeriggi a settimana');
    expect(screen.getByText(COPIED)).toBeVisible();
    expect(notes).toHaveAccessibleDescription(expect.stringContaining(COPIED));
    // Changed: the note is hers now.
    await userEvent.type(notes, ' e il sabato');
    expect(screen.queryByText(COPIED)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await screen.findByRole('heading', { name: 'La richiesta' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      notes: 'Due pomeriggi a settimana e il sabato',
    });
  });

  it('says nothing was copied into a new request, nor into an edit', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest() }),
    });
    const { unmount } = renderRoute(routes, { path: '/dashboard/request-creation?id=5' });
    expect(await screen.findByRole('textbox', { name: /Note/ })).toHaveValue(
      'Due pomeriggi a settimana',
    );
    expect(screen.queryByText(/Testo copiato/)).toBeNull();
    unmount();
    renderRoute(routes, { path: '/dashboard/request-creation' });
    await screen.findByRole('textbox', { name: /Note/ });
    expect(screen.queryByText(/Testo copiato/)).toBeNull();
  });

  it('says, by the button, the number the family tutor will call and how, with a way to change it', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({
        body: {
          ...makeProfile(),
          phone: '+39 333 765 4321',
          contactSettings: { contactPreference: 'PHONE' },
        },
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation' });

    const line = (await screen.findByText(/Il family tutor ti chiamerà al/)).closest('p')!;
    expect(line).toHaveTextContent('Il family tutor ti chiamerà al +39 333 765 4321. Modifica');
    expect(within(line).getByRole('link', { name: /Modifica/ })).toHaveAttribute(
      'href',
      '/dashboard/personal-area/personal-info',
    );
  });

  it('asks for a number when the profile has none, and says the email when that is the way chosen', async () => {
    let profile: UserProfile = { ...makeProfile(), phone: null };
    mockApi({ 'GET /api/v1/user-controller/user-1': () => ({ body: profile }) });
    const { unmount } = renderRoute(routes, { path: '/dashboard/request-creation' });
    const add = await screen.findByRole('link', { name: 'Aggiungi un numero di telefono' });
    expect(add).toHaveAttribute('href', '/dashboard/personal-area/personal-info');
    expect(add.closest('p')).toHaveTextContent(
      'Aggiungi un numero di telefono, così il family tutor può chiamarti.',
    );
    expect(screen.queryByText(/ti chiamerà|ti scriverà/)).toBeNull();
    unmount();

    profile = {
      ...makeProfile(),
      contactSettings: { contactPreference: 'EMAIL' },
    };
    renderRoute(routes, { path: '/dashboard/request-creation' });
    expect((await screen.findByText(/ti scriverà all’indirizzo/)).closest('p')).toHaveTextContent(
      'Il family tutor ti scriverà all’indirizzo anna.rossi@example.it. Modifica',
    );
  });

  it('keeps a copy being written while the family goes to change its number, and takes it up on return', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest({ status: 'CHIUSA' }) }),
    });
    const first = renderRoute(routes, { path: DUPLICATE });
    const notes = await screen.findByRole('textbox', { name: /Note/ });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Ora anche il sabato');
    await leaveBy(screen.getByRole('link', { name: /Modifica/ }));
    first.unmount();

    // Back (the browser's Back button): the copy as she left it.
    renderRoute(routes, { path: DUPLICATE });
    expect(
      await screen.findByText('Abbiamo ripreso la richiesta che stavi scrivendo'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Ora anche il sabato');
  });

  it('keeps a new request being written while the family goes to change its number', async () => {
    mockApi({ 'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }) });
    const first = renderRoute(routes, { path: '/dashboard/request-creation' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Note/ }), 'Mia madre');
    await leaveBy(screen.getByRole('link', { name: /Modifica/ }));
    first.unmount();

    renderRoute(routes, { path: '/dashboard/request-creation' });
    expect(
      await screen.findByText('Abbiamo ripreso la richiesta che stavi scrivendo'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Mia madre');
  });
});
