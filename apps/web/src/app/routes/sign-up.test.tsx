import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import {
  authError,
  linkEmailPassword,
  resetMockAuth,
  sendVerificationEmail,
  setMockUser,
  signIn,
  signInAnonymous,
} from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const acme = {
  'GET /v1/b2b-companies/acme-welfare': {
    body: { id: 'acme-welfare', name: 'ACME Welfare S.p.A.', logoUrl: '/files/acme.svg' },
  },
  'GET /v1/services/b2b/acme-welfare': {
    body: [
      {
        id: 5,
        name: 'Babysitter welfare',
        description: null,
        businessLine: 'BABYSITTER',
        customerType: 'B2B',
      },
      {
        id: 6,
        name: 'Badante welfare',
        description: null,
        businessLine: 'NURSE',
        customerType: 'B2B',
      },
    ],
  },
};
const created = {
  'POST /v2/requests/first-request': { status: 201, body: { id: 7, status: 'NUOVA' } },
};

const open = async (path = '/sign-up') => {
  const view = renderRoute(routes, { path });
  await screen.findByRole('heading', {
    name: /Inizia con la tua prima richiesta|Imposta la tua password|Hai già un account/,
  });
  return view;
};
const field = (label: RegExp) => screen.getByLabelText(label);
const sendButton = () => screen.getByRole('button', { name: 'Invia richiesta' });

async function choose(user: UserEvent, option: string) {
  await user.click(screen.getByRole('combobox', { name: /Di cosa hai bisogno/ }));
  await user.click(await screen.findByRole('option', { name: option }));
}
async function optionsOfNeeds(user: UserEvent) {
  await user.click(screen.getByRole('combobox', { name: /Di cosa hai bisogno/ }));
  const list = await screen.findByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
}

async function fillStep1(user: UserEvent, need = 'Taxi-sitter') {
  await user.type(field(/^Nome/), 'Anna');
  await user.type(field(/^Cognome/), 'Rossi');
  await user.type(field(/^Email/), 'Anna.Rossi@Example.it');
  await user.type(field(/^Telefono/), '+39 333 765 4321');
  await choose(user, need);
  await user.type(field(/^Dettagli/), 'Due bambini');
  await user.click(screen.getByRole('checkbox'));
}
async function sendStep1(user: UserEvent, need?: string) {
  await fillStep1(user, need);
  await user.click(sendButton());
}

async function typeNewPassword(user: UserEvent, password: string) {
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Conferma password/), password);
}

/** The sign-up page for a visitor, no call answered. */
async function openForVisitor() {
  mockApi({});
  const user = userEvent.setup();
  await open();
  return user;
}

/** An anonymous session whose first request went: the sign-up waits at step 2. */
function resumeSignUp(pending: { taken?: boolean } = {}) {
  setMockUser({ uid: 'anon-1', isAnonymous: true });
  localStorage.setItem(
    'equilibrio:sign-up:pending',
    JSON.stringify({
      uid: 'anon-1',
      email: 'anna@example.it',
      displayName: 'Anna Rossi',
      ...pending,
    }),
  );
}

/** The partner's sign-up, once its logo and its list of services are there. */
async function openAcme() {
  const view = await open('/sign-up/acme-welfare');
  await screen.findByRole('img', { name: 'Logo di ACME Welfare S.p.A.' });
  await waitForNeeds();
  return view;
}
async function waitForNeeds() {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /Di cosa hai bisogno/ })).toBeEnabled(),
  );
}

describe('sign-up page', () => {
  beforeEach(() => {
    resetMockAuth();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/signup', '/registrati'])(
    'leads %s, as people type it, to the sign-up',
    async (path) => {
      mockApi({});
      await open(path);
      expect(
        screen.getByRole('heading', { name: 'Inizia con la tua prima richiesta' }),
      ).toBeVisible();
      expect(screen.queryByText('Pagina non trovata')).toBeNull();
    },
  );

  it('offers the spec’s service choices and a way back to login', async () => {
    const user = await openForVisitor();
    expect(await optionsOfNeeds(user)).toEqual([
      'Babysitter',
      'Taxi-sitter',
      'Aiuto compiti',
      'Petsitter',
      'Badante',
    ]);
    // The list has no colf: a family looking for one is told how to ask for it.
    expect(
      screen.getByRole('combobox', { name: /Di cosa hai bisogno/ }),
    ).toHaveAccessibleDescription(
      'Cerchi una colf? Scegli «Badante» e scrivi «colf» nei dettagli; poi, dalla tua area, con «Aggiungi Info» potrai scegliere Colf.',
    );
    expect(screen.getByRole('link', { name: 'Torna alla pagina di accesso' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('suggests in «Dettagli» what to tell about the service chosen', async () => {
    const user = await openForVisitor();
    // Nothing chosen yet: the children's example, as most first requests are.
    expect(field(/^Dettagli/)).toHaveAttribute(
      'placeholder',
      'Ad esempio: età dei bambini, orari, zona, esigenze particolari',
    );
    // A daughter asking for a badante for her mother is asked about her mother, not children.
    await choose(user, 'Badante');
    expect(field(/^Dettagli/)).toHaveAttribute(
      'placeholder',
      'Ad esempio: età e autonomia della persona, orari, zona, esigenze particolari',
    );
    await choose(user, 'Petsitter');
    expect(field(/^Dettagli/)).toHaveAttribute(
      'placeholder',
      'Ad esempio: che animale è, orari, zona, esigenze particolari',
    );
    await choose(user, 'Taxi-sitter');
    expect(field(/^Dettagli/)).toHaveAttribute(
      'placeholder',
      'Ad esempio: età dei bambini, orari, zona, esigenze particolari',
    );
  });

  it('marks required fields and shows the spec’s messages, keeping submit disabled', async () => {
    const user = await openForVisitor();
    for (const label of [/^Nome/, /^Cognome/, /^Email/, /^Telefono/]) {
      expect(field(label)).toBeRequired();
    }
    expect(screen.getByText('Nome').parentElement).toHaveTextContent('Nome *');
    expect(sendButton()).toBeDisabled();
    // Under the greyed button, the fields it waits for, and the box as something to do.
    const waits =
      'Da compilare: Nome, Cognome, Email, Telefono e «Di cosa hai bisogno?». Accetta i Termini e condizioni e l’Informativa sulla privacy.';
    expect(await screen.findByText(waits)).toBeVisible();
    expect(sendButton()).toHaveAccessibleDescription(waits);

    await user.click(field(/^Nome/));
    await user.tab();
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    await user.type(field(/^Email/), 'anna@');
    await user.tab();
    expect(await screen.findByText('Formato email non corretto')).toBeInTheDocument();

    await user.clear(field(/^Email/));
    await user.type(field(/^Nome/), 'Anna');
    await fillStep1(user);
    await user.clear(field(/^Nome/));
    await user.type(field(/^Nome/), 'Anna');
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(screen.getByRole('checkbox'));
    expect(await screen.findByText('Devi accettare i termini e le condizioni')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('ticks the terms with a tap anywhere on their words, the documents linked apart, and says when the box is all that is missing', async () => {
    const user = await openForVisitor();
    await fillStep1(user);
    const box = screen.getByRole('checkbox', {
      name: 'Ho letto e accetto i Termini e condizioni e l’Informativa sulla privacy',
    });
    await user.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() => expect(sendButton()).toBeDisabled());
    // Every field is filled: the greyed button says why.
    const why =
      'Per inviare la richiesta manca solo la spunta su «Ho letto e accetto…», qui sopra.';
    // Said once the form's checks have run on what is there (a moment after the tap).
    await waitFor(() => expect(screen.getByText(why)).toBeVisible());
    expect(sendButton()).toHaveAccessibleDescription(why);

    // The label is words only; the documents are links of their own, in a new tab.
    const label = screen.getByText(/^Ho letto e accetto i Termini e condizioni/);
    expect(within(label).queryByRole('link')).toBeNull();
    for (const [name, href] of [
      ['Termini e condizioni', '/termini'],
      ['Informativa sulla privacy', '/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    await user.click(screen.getByRole('link', { name: 'Informativa sulla privacy' }));
    expect(box).not.toBeChecked();

    // A tap in the middle of the words ticks it.
    await user.click(label);
    expect(box).toBeChecked();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(screen.getByText(why)).not.toBeVisible();
    expect(sendButton()).not.toHaveAttribute('aria-describedby');
    // Unticked again, the box says it itself: not twice.
    await user.click(label);
    expect(await screen.findByText('Devi accettare i termini e le condizioni')).toBeVisible();
    expect(screen.getByText(why)).not.toBeVisible();
    expect(sendButton()).not.toHaveAttribute('aria-describedby');
  });

  it('sends the first request as an anonymous visitor, then sets the password', async () => {
    const calls = mockApi(created);
    const user = userEvent.setup();
    const { router } = await open();
    await sendStep1(user);

    const title = await screen.findByRole('heading', { name: 'Imposta la tua password' });
    expect(title).toBeVisible();
    // The keyboard (and a screen reader) goes on from the new step, not from the page's top.
    await waitFor(() => expect(title).toHaveFocus());
    expect(signInAnonymous).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/v2/requests/first-request',
        body: {
          uid: 'uid-anonymous',
          name: 'Anna',
          surname: 'Rossi',
          email: 'Anna.Rossi@Example.it',
          phone: '+39 333 765 4321',
          needs: 'Taxi-sitter',
          details: 'Due bambini',
          conditions: true,
          companyId: null,
        },
      }),
    ]);
    // When the tutor calls, as the receipt email and the guide promise it: not a vague 'a breve'.
    expect(
      screen.getByText(
        'Abbiamo ricevuto la tua richiesta: un family tutor ti contatterà entro un giorno lavorativo. Scegli una password per accedere alla tua area riservata con anna.rossi@example.it.',
      ),
    ).toBeInTheDocument();

    const create = screen.getByRole('button', { name: 'Crea il mio account' });
    expect(create).toBeDisabled();
    await typeNewPassword(user, 'Sicura!2025');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(linkEmailPassword).toHaveBeenCalledWith(
      'anna.rossi@example.it',
      'Sicura!2025',
      'Anna Rossi',
    );
    expect(signIn).toHaveBeenCalledWith('anna.rossi@example.it', 'Sicura!2025');
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Email di verifica account inviata.')).toBeInTheDocument();
    // Nothing of the sign-up is left; only when the email went (the banner's countdown).
    expect(Object.keys(localStorage)).toEqual(['equilibrio:verification-sent:uid-anonymous']);
  });

  it('shows every new-password rule of spec §5 with its exact message', async () => {
    resumeSignUp();
    const user = userEvent.setup();
    await open();
    const password = screen.getByLabelText(/^Password/);
    const confirm = screen.getByLabelText(/^Conferma password/);
    const expectError = async (value: string, message: string) => {
      await user.clear(password);
      if (value) await user.type(password, value);
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    };
    await expectError('', 'Questo campo è obbligatorio');
    await expectError('Ab!1', 'La password deve essere di minimo 8 caratteri');
    await expectError(
      'Abcdefg1',
      'La password deve contenere almeno uno tra i seguenti simboli !@#$%^&*(),.?":{}|<>',
    );
    await expectError('abcdefg!1', 'La password deve contenere almeno una lettera maiuscola.');
    await expectError('Abcdefg!', 'La password deve contenere almeno una numero.');
    await user.clear(password);
    await user.type(password, 'Abcdefg!1');
    await user.type(confirm, 'Abcdefg!2');
    await user.tab();
    expect(await screen.findByText('Le password non coincidono.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea il mio account' })).toBeDisabled();

    // A weak password and a different confirmation: each field says its own error.
    await user.clear(password);
    await user.type(password, 'password');
    await user.clear(confirm);
    await user.type(confirm, 'password2');
    await user.tab();
    expect(
      await screen.findByText(
        'La password deve contenere almeno uno tra i seguenti simboli !@#$%^&*(),.?":{}|<>',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Le password non coincidono.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea il mio account' })).toBeDisabled();
  });

  it('shows the identity provider’s message when the email is already registered', async () => {
    resumeSignUp();
    linkEmailPassword.mockRejectedValueOnce(authError('auth/email-already-in-use'));
    const user = userEvent.setup();
    const { router } = await open();
    await typeNewPassword(user, 'Sicura!2025');
    await user.click(screen.getByRole('button', { name: 'Crea il mio account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attenzione, esiste già un account registrato con questo indirizzo email',
    );
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(sendVerificationEmail).not.toHaveBeenCalled();
    // No password to choose any more: the form gives way to what to do.
    expect(screen.getByRole('heading', { name: 'Hai già un account' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crea il mio account' })).not.toBeInTheDocument();
    // Not a dead end: the way to the account, and what happened to the request just sent.
    expect(screen.getByText(/Con anna@example.it hai già un account Equilibrio/)).toHaveTextContent(
      'la richiesta che hai appena inviato entrerà nel tuo account',
    );
    expect(screen.getByRole('link', { name: 'Torna alla pagina di accesso' })).toHaveAttribute(
      'href',
      '/login',
    );
    // A reload shows the way again, not a password to invent.
    expect(JSON.parse(localStorage.getItem('equilibrio:sign-up:pending')!)).toMatchObject({
      taken: true,
    });
    // The login page starts with the address typed at step 1: only the password is missing.
    await user.click(screen.getByRole('link', { name: 'Torna alla pagina di accesso' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('anna@example.it'));
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('after a reload still says the address has an account', async () => {
    resumeSignUp({ taken: true });
    await open();
    expect(await screen.findByRole('heading', { name: 'Hai già un account' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Attenzione, esiste già un account registrato con questo indirizzo email',
    );
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('offers who already has an account the login before a password is invented', async () => {
    resumeSignUp();
    const user = userEvent.setup();
    const { router } = await open();
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByText(/Hai già un account con anna@example.it\?/)).toHaveTextContent(
      'la richiesta che hai appena inviato entrerà nel tuo account',
    );
    await user.click(screen.getByRole('link', { name: 'Accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('anna@example.it'));
    expect(linkEmailPassword).not.toHaveBeenCalled();
  });

  it('keeps the visitor on the form when the server refuses the email (409)', async () => {
    mockApi({
      'POST /v2/requests/first-request': {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Attenzione, esiste già un account registrato con questo indirizzo email',
            fields: {
              'body.email':
                'Attenzione, esiste già un account registrato con questo indirizzo email',
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = await open();
    await sendStep1(user);
    expect(
      await screen.findByText(
        'Attenzione, esiste già un account registrato con questo indirizzo email',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(field(/^Nome/)).toHaveValue('Anna');
  });

  it('goes to the root with a toast when the request fails, keeping the draft', async () => {
    mockApi({
      'POST /v2/requests/first-request': {
        status: 503,
        body: {
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'Servizio momentaneamente non disponibile, riprova tra poco.',
          },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = await open();
    await sendStep1(user);
    expect(
      await screen.findByText('Servizio momentaneamente non disponibile, riprova tra poco.'),
    ).toBeInTheDocument();
    // Root → dashboard → the anonymous session continues its sign-up, with the draft restored.
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
    expect(await screen.findByDisplayValue('Rossi')).toBeInTheDocument();
  });

  it('goes to the root when the anonymous session cannot start: the login page says why, the draft is kept', async () => {
    const calls = mockApi(created);
    signInAnonymous.mockRejectedValueOnce(authError('auth/internal-error'));
    const user = userEvent.setup();
    const { router } = await open();
    await sendStep1(user);
    // Root → dashboard → the guard, with no session, to the login page (spec §2, §4).
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        'Si è verificato un errore. Riprova più tardi. La tua richiesta non è stata inviata: i dati che hai inserito restano salvati, ritrovali in «Registrati».',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    // 'Registrati' brings the form back as typed.
    await user.click(screen.getByRole('link', { name: /Registrati/ }));
    expect(await screen.findByDisplayValue('Rossi')).toBeInTheDocument();
  });

  // Offline the root cannot load either ('Connessione assente', then the login page): the
  // visitor stays on the form, told why, and sends again once back online.
  const offlineNotice =
    'Connessione non disponibile. Controlla la rete e riprova. La tua richiesta non è stata inviata: i dati che hai inserito restano qui, invia di nuovo appena sei online.';

  it('offline, stays on the form when the anonymous session cannot start, saying why', async () => {
    const calls = mockApi(created);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAnonymous.mockRejectedValueOnce(authError('auth/network-request-failed'));
    const user = userEvent.setup();
    const { router } = await open();
    await sendStep1(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(offlineNotice);
    offline.mockRestore();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(field(/^Cognome/)).toHaveValue('Rossi');
    expect(calls).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('equilibrio:sign-up:draft') ?? '{}')).toMatchObject({
      surname: 'Rossi',
    });
    // Back online, the same button sends it.
    await user.click(sendButton());
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('offline, stays on the form when the request cannot reach us, saying why', async () => {
    mockApi({
      'POST /v2/requests/first-request': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { router } = await open();
    await sendStep1(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(offlineNotice);
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(field(/^Nome/)).toHaveValue('Anna');
    expect(screen.queryByText(/Riprovare più tardi/)).toBeNull();
  });

  it('continues with step 2 after a reload of an anonymous session that sent its request', async () => {
    resumeSignUp();
    await open();
    expect(screen.getByRole('heading', { name: 'Imposta la tua password' })).toBeInTheDocument();
  });

  describe('for a partner company', () => {
    it('shows the company logo and only its services, and sends the company id', async () => {
      const calls = mockApi({ ...acme, ...created });
      const user = userEvent.setup();
      await open('/sign-up/acme-welfare');
      expect(
        await screen.findByRole('img', { name: 'Logo di ACME Welfare S.p.A.' }),
      ).toHaveAttribute('src', '/files/acme.svg');
      // What the programme includes, in sight before the list is opened.
      expect(
        screen.getByText('Servizi del programma: Babysitter welfare e Badante welfare.'),
      ).toBeVisible();
      // 'Inclusi' read as paid for by the company: who pays is said at once.
      expect(screen.getByText(/^Paghi i servizi con la tua carta\./)).toBeVisible();
      await waitForNeeds();
      expect(await optionsOfNeeds(user)).toEqual(['Babysitter welfare', 'Badante welfare']);
      // The company's own list is what its programme pays for: no word about a colf.
      expect(screen.queryByText(/Cerchi una colf/)).toBeNull();
      await fillStep1(user, 'Badante welfare');
      // A company's service is placed by its line: 'Badante welfare' asks about the person.
      expect(field(/^Dettagli/)).toHaveAttribute(
        'placeholder',
        'Ad esempio: età e autonomia della persona, orari, zona, esigenze particolari',
      );
      await user.click(sendButton());
      await screen.findByRole('heading', { name: 'Imposta la tua password' });
      const post = calls.find((c) => c.method === 'POST');
      expect(post?.body).toMatchObject({ needs: 'Badante welfare', companyId: 'acme-welfare' });
    });

    it('tells the colf hint by whose list it is, not by the names in it', async () => {
      const user = userEvent.setup();
      // A company service named like one of the spec's choices is still the company's list.
      mockApi({
        ...acme,
        'GET /v1/services/b2b/acme-welfare': {
          body: [
            {
              id: 6,
              name: 'Badante',
              description: null,
              businessLine: 'NURSE',
              customerType: 'B2B',
            },
          ],
        },
      });
      const { unmount } = await openAcme();
      expect(await optionsOfNeeds(user)).toEqual(['Badante']);
      expect(screen.queryByText(/Cerchi una colf/)).toBeNull();
      unmount();
      // A company offering no service yet: the spec's choices, and the hint with them.
      mockApi({ ...acme, 'GET /v1/services/b2b/acme-welfare': { body: [] } });
      await openAcme();
      expect(await optionsOfNeeds(user)).toContain('Taxi-sitter');
      expect(screen.getByText(/Cerchi una colf/)).toBeInTheDocument();
    });

    it('shows the normal page and a clear note for an unknown company', async () => {
      const calls = mockApi(created);
      const user = userEvent.setup();
      await open('/sign-up/non-esiste');
      expect(
        await screen.findByText(/non corrisponde a nessuna azienda convenzionata attiva/),
      ).toBeInTheDocument();
      // The company is not sent: the family is asked to name it, where the tutor reads it.
      expect(
        screen.getByText(/scrivi nei «Dettagli» per quale azienda lavori/),
      ).toBeInTheDocument();
      expect(await optionsOfNeeds(user)).toContain('Babysitter');
      await sendStep1(user, 'Babysitter');
      await screen.findByRole('heading', { name: 'Imposta la tua password' });
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ companyId: null });
    });
  });
});
