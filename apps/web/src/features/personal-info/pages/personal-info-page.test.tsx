import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeEmail, changePassword } from '@/lib/auth-account';
import { authError, signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { PersonalInfoPage } from './personal-info-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
beforeEach(() => signInAs({ uid: 'u1', email: 'giulia@example.it', displayName: null }));

const profile = {
  uid: 'u1',
  email: 'giulia@example.it',
  emailVerified: true,
  isAnonymous: false,
  name: 'Giulia',
  surname: 'Bianchi',
  phone: '+39 333 123 4567',
  photoURL: null,
  contactSettings: { contactPreference: null },
  fiscalInfo: { fiscalCode: null, vatNumber: null, address: null, useDefaultAddress: false },
  addresses: [
    {
      id: 3,
      userUID: 'u1',
      active: true,
      street: 'Via Po 12',
      city: 'Torino',
      province: 'TO',
      postalCode: '10123',
      latitude: null,
      longitude: null,
      isDefault: true,
      zone: 'Torino',
    },
  ],
  dependants: [],
  workInfo: { b2bCompany: null },
};

describe('Dati personali', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(changePassword).mockReset();
  });

  it('refuses a wrong fiscal code, then saves the right one upper-cased', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/v1/user-controller/u1': { body: profile },
      'PATCH /api/v1/user-controller/u1/update-profile': ({ body }) => ({
        body: {
          ...profile,
          contactSettings: { contactPreference: 'EMAIL' },
          fiscalInfo: {
            fiscalCode: (body as { fiscalCode: string }).fiscalCode.toUpperCase(),
            vatNumber: null,
            address: profile.addresses[0],
            useDefaultAddress: true,
          },
        },
      }),
    });
    renderRoute(<PersonalInfoPage />);
    const email = await screen.findByRole('textbox', { name: 'Email*' });
    expect(email).toHaveValue('giulia@example.it');
    expect(email).toHaveAttribute('readonly');

    const fiscalCode = screen.getByRole('textbox', { name: 'Codice fiscale*' });
    await user.type(fiscalCode, 'RSSMRA85T10A562X');
    await user.tab();
    expect(await screen.findByText('Codice fiscale non valido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva dati personali' }));
    // A value typed wrong, nothing missing: its field says so and takes the focus; no 'mancano
    // alcuni dati'.
    await waitFor(() => expect(fiscalCode).toHaveFocus());
    expect(screen.queryByText(/mancano alcuni dati/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    // Data missing: the spec's text, once (a toast, no banner repeating it).
    const name = screen.getByRole('textbox', { name: 'Nome*' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Salva dati personali' }));
    expect(
      await screen.findAllByText(
        'Attenzione, mancano alcuni dati da compilare. Ricontrolla e poi riprova a salvare!',
      ),
    ).toHaveLength(1);
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Giulia');

    await user.clear(fiscalCode);
    await user.type(fiscalCode, 'bncgli90a41l219w');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.click(
      screen.getByRole('switch', {
        name: 'Usa l’indirizzo predefinito come indirizzo di fatturazione',
      }),
    );
    expect(screen.getByText(/Fatturazione a: Via Po 12, 10123 Torino \(TO\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva dati personali' }));

    expect(await screen.findByText('Profilo aggiornato correttamente!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Giulia',
      surname: 'Bianchi',
      phone: '+39 333 123 4567',
      email: 'giulia@example.it',
      contactPreference: 'EMAIL',
      fiscalCode: 'BNCGLI90A41L219W',
      vatNumber: null,
      useDefaultAddress: true,
      fiscalAddress: null,
    });
  });

  it('checks the VAT number and requires a complete billing address once started', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/v1/user-controller/u1': { body: profile } });
    renderRoute(<PersonalInfoPage />);
    const vat = await screen.findByRole('textbox', { name: 'Partita IVA' });
    await user.type(vat, '01234567890');
    await user.tab();
    expect(await screen.findByText(/Partita IVA non valida/)).toBeInTheDocument();
    // The billing address is optional: its fields carry no required marks.
    const billing = screen.getByRole('textbox', { name: 'Inserisci indirizzo' });
    expect(billing).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Città' })).not.toBeRequired();
    expect(screen.queryByText(/^(Città|CAP|Provincia)\*$/)).toBeNull();
    await user.type(billing, 'Via Roma 1');
    await user.type(screen.getByRole('textbox', { name: 'Codice fiscale*' }), 'BNCGLI90A41L219W');
    await user.click(screen.getByRole('button', { name: 'Salva dati personali' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(3);
  });

  it('lets a province picked for the optional billing address be taken back', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/v1/user-controller/u1': { body: profile } });
    const { container } = renderRoute(<PersonalInfoPage />);
    const province = await screen.findByRole('combobox', { name: 'Provincia' });
    await user.click(province);
    await user.type(province, 'Tori');
    await user.click(await screen.findByRole('option', { name: /Torino/, hidden: true }));
    expect(province).toHaveValue('Torino (TO)');
    // Its × empties it (the required province of the home address has none).
    const clear = container.querySelector<HTMLButtonElement>(
      '.mantine-Select-section button, .mantine-InputClearButton-root',
    );
    expect(clear).not.toBeNull();
    await user.click(clear as HTMLButtonElement);
    expect(province).toHaveValue('');
  });

  it('shows the load error', async () => {
    mockApi({
      'GET /api/v1/user-controller/u1': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      },
    });
    renderRoute(<PersonalInfoPage />);
    expect(
      await screen.findAllByText(
        'Errore durante il recupero delle informazioni personali. Riprovare più tardi.',
      ),
    ).not.toHaveLength(0);
  });

  it('changes the password with the §5 rules and the current password', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/v1/user-controller/u1': { body: profile } });
    renderRoute(<PersonalInfoPage />);
    const current = await screen.findByLabelText('Password attuale*');
    const next = screen.getByLabelText('Nuova password*');
    const confirmation = screen.getByLabelText('Conferma nuova password*');
    const submit = screen.getByRole('button', { name: 'Aggiorna password' });
    expect(submit).toBeDisabled();
    // The greyed button says what it waits for, by the fields' labels (without their '*').
    const waits = 'Da compilare: Password attuale, Nuova password e Conferma nuova password.';
    expect(await screen.findByText(waits)).toBeVisible();
    expect(submit).toHaveAccessibleDescription(waits);

    await user.type(next, 'password');
    await user.tab();
    expect(
      await screen.findByText(
        'La password deve contenere almeno uno tra i seguenti simboli !@#$%^&*(),.?":{}|<>',
      ),
    ).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'Nuova!2345');
    await user.type(confirmation, 'Nuova!2346');
    await user.tab();
    expect(await screen.findByText('Le password non coincidono.')).toBeInTheDocument();
    await user.clear(confirmation);
    await user.type(confirmation, 'Nuova!2345');
    await user.type(current, 'Vecchia!1');

    vi.mocked(changePassword).mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Password errata. Riprova.')).toBeInTheDocument();
    // The spec's toast, and no banner of a failure under the form beside the field's message.
    expect(
      await screen.findAllByText(
        "Si è verificato un errore durante l'aggiornamento della password. Si prega di riprovare.",
      ),
    ).toHaveLength(1);
    expect(current).toHaveFocus();

    vi.mocked(changePassword).mockResolvedValueOnce();
    await user.clear(current);
    await user.type(current, 'Vecchia!2');
    await user.click(submit);
    expect(await screen.findByText('Password modificata con successo!')).toBeInTheDocument();
    expect(changePassword).toHaveBeenLastCalledWith('Vecchia!2', 'Nuova!2345');
    expect(current).toHaveValue('');
  });

  // An account that signs in by emailed links has no current password to type.
  it('sends the reset link to the account’s own address when there is no password to type', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/v1/user-controller/u1': { body: profile },
      'GET /api/v1/user-controller/send-reset-password-email': { body: { accepted: true } },
    });
    renderRoute(<PersonalInfoPage />);
    await screen.findByLabelText('Password attuale*');
    expect(
      screen.getByText(/Non hai ancora una password, o non ricordi quella attuale\?/),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Ricevi un link per sceglierne una nuova' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ti abbiamo inviato un link a giulia@example.it: aprilo per scegliere la nuova password.',
    );
    expect(calls.map((c) => c.url)).toContain(
      '/api/v1/user-controller/send-reset-password-email?email=giulia%40example.it',
    );
  });
});

describe('Dati personali: leaving with unsaved changes', () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderFromHome = async () => {
    mockApi({ 'GET /api/v1/user-controller/u1': { body: profile } });
    const { router } = renderRoute(
      [
        { path: '/dashboard/home', element: <h1>Home</h1> },
        {
          path: '/dashboard/personal-area/personal-info',
          element: (
            <>
              <Link to="/dashboard/home">Vai alla home</Link>
              <PersonalInfoPage />
            </>
          ),
        },
      ],
      { path: '/dashboard/home' },
    );
    // Opened from another page, as from the menu: Back has somewhere to go.
    await router.navigate('/dashboard/personal-area/personal-info');
    return router;
  };

  it('asks on the browser’s Back as on a link; No keeps what was typed', async () => {
    const user = userEvent.setup();
    const router = await renderFromHome();
    const vat = await screen.findByRole('textbox', { name: 'Partita IVA' });
    await user.type(vat, '0123');

    // A link (the menu's) and Back (a POP navigation) ask the same question, through one guard.
    await user.click(screen.getByRole('link', { name: 'Vai alla home' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'No',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    void router.navigate(-1);
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    expect(dialog).toHaveTextContent(
      'Ci sono delle modifiche in attesa di essere salvate, vuoi uscire comunque?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard/personal-area/personal-info');
    expect(vat).toHaveValue('0123');

    void router.navigate(-1);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('lets Back go without a question when nothing was typed', async () => {
    const router = await renderFromHome();
    await screen.findByRole('textbox', { name: 'Partita IVA' });
    void router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

// 'Cambia email' (issue 25): a modal with the new address and the current password; the
// profile form keeps the email read-only.

async function openModal() {
  const user = userEvent.setup();
  mockApi({ 'GET /api/v1/user-controller/u1': { body: { ...profile, addresses: [] } } });
  renderRoute(<PersonalInfoPage />);
  expect(await screen.findByLabelText('Email*')).toHaveAttribute('readonly');
  await user.click(screen.getByRole('button', { name: 'Cambia email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambia email' });
  return { user, dialog: within(dialog) };
}

describe('Cambia email', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(changeEmail).mockReset();
  });

  it('sends the link to the new address after checking the password, and says so', async () => {
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText('Nuova email*'), 'Giulia.Nuova@example.it');
    await user.type(dialog.getByLabelText('Password attuale*'), 'Segreta!123');
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ti abbiamo inviato un link a giulia.nuova@example.it',
    );
    expect(changeEmail).toHaveBeenCalledWith('Segreta!123', 'giulia.nuova@example.it');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The profile form's email is still the account's, read-only.
    expect(screen.getByLabelText('Email*')).toHaveValue('giulia@example.it');
  });

  it('refuses a malformed address, the current one and a wrong password, in Italian', async () => {
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText('Nuova email*'), 'non-una-email');
    await user.type(dialog.getByLabelText('Password attuale*'), 'Segreta!123');
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(
      await dialog.findByText("Il formato dell'indirizzo email non è valido"),
    ).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Nuova email*'));
    await user.type(dialog.getByLabelText('Nuova email*'), 'GIULIA@example.it');
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(await dialog.findByText('È già l’email del tuo account.')).toBeInTheDocument();
    expect(changeEmail).not.toHaveBeenCalled();

    vi.mocked(changeEmail).mockRejectedValueOnce(authError('auth/invalid-credential'));
    await user.clear(dialog.getByLabelText('Nuova email*'));
    await user.type(dialog.getByLabelText('Nuova email*'), 'nuova@example.it');
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(await dialog.findByText('Password errata. Riprova.')).toBeInTheDocument();

    vi.mocked(changeEmail).mockRejectedValueOnce(authError('auth/network-request-failed'));
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(
      await dialog.findByText('Non è stato possibile inviare il link. Riprova più tardi.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
