import {
  reservedElsewhereMessage,
  takenElsewhereMessage,
  takenElsewhereNotes,
} from '@equilibrio/contract/caregivers';
import { requestStatuses } from '@equilibrio/contract/enums';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadWithToast } from '@/lib/reload-page';
import { revealAfterReload } from '@/lib/reveal';
import { answerDialog, sendFromDialog } from '@/testing/dialogs';
import { type ApiCall, mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { mediaQueryList, setWide, signedInOnDesktop } from '@/testing/viewport';
import { REQUEST_STATUS_ID } from '../components/request-status-bar';
import { RequestDetailPage } from '../pages/request-detail-page';
import { RequestQuotePage } from '../pages/request-quote-page';
import { appointment, makeCaregiver, rounds, serviceSummary } from '../testing/fixtures';
import { completedRequestApi, renderDetail, requestIn } from '../testing/render-detail';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
vi.mock('@/lib/reload-page', () => ({ reloadWithToast: vi.fn() }));

/** The API's answer to an assistance request: the message stored. */
const assistanceCreated = ({ body }: ApiCall) => ({
  status: 201,
  body: {
    id: 1,
    requestId: 10,
    ...(body as object),
    createdAt: '2030-12-01T10:00:00.000Z',
    handledAt: null,
  },
});

describe('request detail page', () => {
  signedInOnDesktop();

  it("links a candidate's CV at its own address, in a new tab, keeping the family on the page", async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Martina Rossi')],
      }),
    });
    renderDetail();

    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    const cv = within(martina).getByRole('link', { name: 'Vedi il CV di Martina' });
    // The server's address for it (read with the page session's cookie: no token in the link).
    expect(cv).toHaveAttribute('href', '/files/cv/cg-martina-rossi');
    expect(cv).toHaveAttribute('target', '_blank');
    expect(cv).toHaveAttribute('rel', 'noopener');
  });

  it('in INVIATO CV with no profile left to choose (withdrawn since), says another is coming', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({ body: [] }),
    });
    renderDetail();
    expect(
      await screen.findByText(
        'Nessun profilo da scegliere per ora: il tuo family tutor te ne proporrà altri al più presto.',
      ),
    ).toBeVisible();
    // The status above it agrees: the tutor's turn, not 'tocca a te scegliere' over nobody.
    const status = document.getElementById(REQUEST_STATUS_ID)!;
    expect(status).toHaveTextContent(
      'Prossimo passo: il tuo family tutor ti propone altri profili e ti avvisa quando sono pronti.',
    );
    expect(status).not.toHaveTextContent(/tocca a te/);
    // Nor 'Nessun profilo fa per te?' under no profile at all.
    expect(screen.queryByText('Nessun profilo fa per te?')).toBeNull();
  });

  it('in INVIATO CV shows the candidates without phones and accepts one after the modal', async () => {
    const calls = mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [
          makeCaregiver('Martina Rossi', { phone: '+39 347 000 1111' }),
          makeCaregiver('Luca Marino', { cvUrl: null, resumeHidden: true }),
        ],
      }),
      'PATCH /v1/caregiver-selection/request/10/caregiver/cg-martina-rossi/accept': () => ({
        body: {
          id: 10,
          status: 'DA PAGARE',
          docRef: 'cg-martina-rossi',
          holdExpiresAt: '2030-01-02T10:00:00.000Z',
        },
      }),
    });
    renderDetail();

    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    const luca = screen.getByRole('article', { name: 'Luca Marino' });
    expect(screen.getByRole('heading', { name: 'Profili selezionati per te' })).toBeInTheDocument();
    expect(within(martina).getByRole('img', { name: 'Foto di Martina Rossi' })).toHaveAttribute(
      'src',
      '/files/caregivers/cg-martina-rossi.svg',
    );
    expect(within(martina).queryByText('+39 347 000 1111')).not.toBeInTheDocument();
    expect(within(martina).getByRole('link', { name: 'Vedi il CV di Martina' })).toBeVisible();
    expect(within(luca).getByText('CV non disponibile per questo profilo')).toBeInTheDocument();
    // The profile beyond the card (issue 23): facts, the reason, highlighted skills, badges.
    expect(within(martina).getByText('31 anni · Torino · 6 anni di esperienza')).toBeVisible();
    expect(within(martina).getByText('Perché te lo proponiamo')).toBeVisible();
    expect(within(martina).getByText('Segue i compiti anche in inglese.')).toBeVisible();
    expect(within(martina).getByText('Disponibile lun–ven pomeriggio')).toBeVisible();
    expect(within(martina).getByText(/Aiuto compiti/)).toHaveTextContent(
      'Aiuto compiti (richiesto)',
    );
    expect(within(martina).getByText('Neonati')).not.toHaveTextContent('richiesto');
    expect(within(martina).getByText(/^Inglese/)).toHaveTextContent('(richiesto)');
    expect(within(martina).getByText('Documento verificato')).toBeVisible();
    expect(within(martina).getByText('Colloquio con Equilibrio')).toBeVisible();
    // The vetting not done yet is said, not left for the family to notice missing.
    const checks = within(martina).getByRole('group', { name: 'Verifiche di Equilibrio' });
    expect(within(checks).getByText('Referenze non ancora verificate')).toBeVisible();
    expect(within(checks).getByText('Casellario non ancora verificato')).toBeVisible();
    expect(within(checks).queryByText('Documento non ancora verificato')).toBeNull();
    expect(within(checks).queryByText(/primo soccorso/i)).toBeNull();
    expect(within(martina).queryByText('Accettato')).not.toBeInTheDocument();
    expect(within(martina).queryByRole('button', { name: 'Sostituisci' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/phase/CHOSEN'))).toBe(false);
    expect(calls.some((c) => c.path.includes('scheduled-appointments'))).toBe(false);

    // 'No' leaves everything as it was.
    const accept = () => within(martina).getByRole('button', { name: 'Accetta Martina Rossi' });
    await answerDialog(accept(), 'Accetta caregiver', 'No');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.click(accept());
    const dialog = await screen.findByRole('dialog', { name: 'Accetta caregiver' });
    expect(dialog).toHaveTextContent('Martina Rossi');
    // The grey badges, said before the family commits.
    expect(
      within(dialog).getByText(
        'Equilibrio non ha ancora completato tutte le verifiche su Martina Rossi: mancano le referenze e il casellario giudiziale. Se vuoi saperne di più prima di accettare, chiedi al tuo family tutor.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accetta' }));
    // The reload brings the family back to the status: 'Effettua pagamento' and its deadline.
    await waitFor(() =>
      expect(reloadWithToast).toHaveBeenCalledWith(
        'Profilo caregiver selezionato con successo! Abbiamo inviato una notifica al family-tutor.',
        { reveal: 'stato-richiesta' },
      ),
    );
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('words the choice by how many profiles were sent: one is chosen, not «preferred»', async () => {
    let profiles = [makeCaregiver('Martina Rossi')];
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({ body: profiles }),
    });
    const { unmount } = renderDetail();
    await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(
      screen.getByText(
        'Il family tutor ha selezionato questo caregiver per la tua richiesta. Se ti convince, sceglilo: resterà riservato per te per 24 ore, il tempo di completare il pagamento.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/quello che preferisci/)).toBeNull();
    unmount();

    profiles = [makeCaregiver('Martina Rossi'), makeCaregiver('Luca Marino')];
    renderDetail();
    await screen.findByRole('article', { name: 'Luca Marino' });
    expect(
      screen.getByText(
        'Il family tutor ha selezionato questi caregiver per la tua richiesta. Scegli quello che preferisci: resterà riservato per te per 24 ore, il tempo di completare il pagamento.',
      ),
    ).toBeVisible();
  });

  it('reports a failed accept with the spec’s toast and does not reload', async () => {
    vi.mocked(reloadWithToast).mockClear();
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Martina Rossi')],
      }),
      'PATCH /v1/caregiver-selection/request/10/caregiver/cg-martina-rossi/accept': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Errore interno' } },
      }),
    });
    renderDetail();
    const accept = await screen.findByRole('button', { name: 'Accetta Martina Rossi' });
    await answerDialog(accept, 'Accetta caregiver', 'Accetta');
    expect(
      await screen.findByText(
        "Errore durante l'invio di avviso di scelta del caregiver, riprovare più tardi!",
      ),
    ).toBeInTheDocument();
    expect(reloadWithToast).not.toHaveBeenCalled();
  });

  it('a choice made meanwhile in another tab (409): reads the request again and names it', async () => {
    vi.mocked(reloadWithToast).mockClear();
    // This tab still shows the candidates; the other one chose Irina a moment ago.
    let status = 'INVIATO CV';
    const irina = makeCaregiver('Irina Kovalenko', {
      chosen: true,
      chosenAt: '2030-01-01T10:00:00.000Z',
      holdExpiresAt: '2030-01-02T10:00:00.000Z',
    });
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn(status) }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Martina Rossi'), { ...irina, chosen: false }],
      }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({ body: [irina] }),
      'PATCH /v1/caregiver-selection/request/10/caregiver/cg-martina-rossi/accept': () => {
        status = 'DA PAGARE';
        return {
          status: 409,
          body: {
            error: {
              code: 'INVALID_STATE',
              message: 'Operazione non più possibile: la richiesta ora è «Da pagare».',
            },
          },
        };
      },
    });
    renderDetail();
    const accept = await screen.findByRole('button', { name: 'Accetta Martina Rossi' });
    await answerDialog(accept, 'Accetta caregiver', 'Accetta');
    expect(await screen.findByText(/Hai già scelto Irina Kovalenko/)).toBeInTheDocument();
    // The page says what is true now: Irina held, nothing left to choose.
    expect(await screen.findByRole('heading', { name: 'Il tuo caregiver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accetta / })).not.toBeInTheDocument();
    expect(screen.queryByText(/Errore durante l'invio di avviso/)).not.toBeInTheDocument();
    expect(screen.queryByText(/tocca a te scegliere/)).not.toBeInTheDocument();
    expect(reloadWithToast).not.toHaveBeenCalled();
  });

  it('a choice refused because the request moved on (409) says where it stands', async () => {
    let status = 'INVIATO CV';
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn(status) }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Martina Rossi')],
      }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({ body: [] }),
      'PATCH /v1/caregiver-selection/request/10/caregiver/cg-martina-rossi/accept': () => {
        status = 'STAND BY';
        return {
          status: 409,
          body: {
            error: {
              code: 'INVALID_STATE',
              message:
                'Operazione non più possibile: la richiesta ora è «In pausa». La pagina mostra cosa puoi fare adesso.',
            },
          },
        };
      },
    });
    renderDetail();
    const accept = await screen.findByRole('button', { name: 'Accetta Martina Rossi' });
    await answerDialog(accept, 'Accetta caregiver', 'Accetta');
    expect(
      await screen.findByText(/Operazione non più possibile: la richiesta ora è «In pausa»/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Accetta Martina Rossi' })).toBeNull(),
    );
    expect(screen.queryByText(/Errore durante l'invio di avviso/)).not.toBeInTheDocument();
  });

  it('a profile another family took meanwhile has no Accetta but a calm note; the others stay to choose', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [
          makeCaregiver('Chiara Esposito', { takenElsewhere: 'chosen' }),
          makeCaregiver('Luca Marino'),
        ],
      }),
    });
    renderDetail();
    const chiara = await screen.findByRole('article', { name: 'Chiara Esposito' });
    expect(within(chiara).getByRole('note')).toHaveTextContent(takenElsewhereNotes.chosen);
    expect(within(chiara).queryByRole('button', { name: /^Accetta/ })).toBeNull();
    const luca = screen.getByRole('article', { name: 'Luca Marino' });
    expect(within(luca).getByRole('button', { name: 'Accetta Luca Marino' })).toBeVisible();
    expect(within(luca).queryByRole('note')).toBeNull();
  });

  it('a profile another family holds for its payment has no Accetta but the reserved note', async () => {
    let taken: 'reserved' | null = null;
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Chiara Esposito', { takenElsewhere: taken })],
      }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({ body: [] }),
      'PATCH /v1/caregiver-selection/request/10/caregiver/cg-chiara-esposito/accept': () => {
        taken = 'reserved';
        return {
          status: 409,
          body: { error: { code: 'CONFLICT', message: reservedElsewhereMessage } },
        };
      },
    });
    renderDetail();
    const accept = await screen.findByRole('button', { name: 'Accetta Chiara Esposito' });
    await answerDialog(accept, 'Accetta caregiver', 'Accetta');
    expect(await screen.findByText(reservedElsewhereMessage)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Accetta Chiara Esposito' })).toBeNull(),
    );
    expect(screen.getByRole('note')).toHaveTextContent(takenElsewhereNotes.reserved);
  });

  it('an accept in a stale tab of a profile taken meanwhile (409) says so and the card shows it', async () => {
    let taken: 'chosen' | null = null;
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Chiara Esposito', { takenElsewhere: taken })],
      }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({ body: [] }),
      'PATCH /v1/caregiver-selection/request/10/caregiver/cg-chiara-esposito/accept': () => {
        taken = 'chosen';
        return {
          status: 409,
          body: { error: { code: 'CONFLICT', message: takenElsewhereMessage } },
        };
      },
    });
    renderDetail();
    const accept = await screen.findByRole('button', { name: 'Accetta Chiara Esposito' });
    await answerDialog(accept, 'Accetta caregiver', 'Accetta');
    expect(await screen.findByText(takenElsewhereMessage)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Accetta Chiara Esposito' })).toBeNull(),
    );
    expect(screen.getByRole('note')).toHaveTextContent(takenElsewhereNotes.chosen);
    expect(reloadWithToast).not.toHaveBeenCalled();
  });

  it('in DA PAGARE shows the chosen caregiver, held, tagged Accettato, without phone or Accetta', async () => {
    const calls = mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('DA_PAGARE') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [
          makeCaregiver('Martina Rossi', {
            chosen: true,
            phone: '+39 347 000 1111',
            holdExpiresAt: '2030-01-02T10:00:00.000Z',
          }),
        ],
      }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(screen.getByRole('heading', { name: 'Il tuo caregiver' })).toBeInTheDocument();
    expect(within(martina).getByText('Accettato')).toBeInTheDocument();
    expect(
      within(martina).getByText(/Riservato per te fino (al (?!1 |8 |11 )\d|all’(1|8|11) )/),
    ).toHaveTextContent(/\d: completa il pagamento per confermarlo\.$/);
    expect(within(martina).queryByText('+39 347 000 1111')).not.toBeInTheDocument();
    expect(within(martina).queryByRole('button', { name: /Accetta/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Effettua pagamento — richiesta #10' }),
    ).toBeVisible();
    expect(calls.some((c) => c.path.endsWith('/phase/SELECTED'))).toBe(false);
  });

  it('back from a checkout the family left: nothing charged, pay from here; the notice closes', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('DA_PAGARE') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true })],
      }),
    });
    const { router } = renderDetail('10?pagamento=annullato');
    const notice = await screen.findByRole('status', { name: /Pagamento annullato/ });
    expect(notice).toHaveTextContent('Non ti è stato addebitato nulla');
    expect(screen.queryByText('Pagamento fallito')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Effettua pagamento — richiesta #10' }),
    ).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Chiudi l’avviso' }));
    await waitFor(() => expect(screen.queryByText('Pagamento annullato')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('says nothing of a cancelled payment once the request no longer waits for one', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('PAGATO') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true })],
      }),
    });
    renderDetail('10?pagamento=annullato');
    expect(await screen.findByRole('article', { name: 'Martina Rossi' })).toBeInTheDocument();
    expect(screen.queryByText('Pagamento annullato')).toBeNull();
  });

  it('paid before (a failed interview): the new choice is held for a confirmation, not a payment', async () => {
    const paidBefore = { ...requestIn('INVIATO CV'), paidAt: '2030-01-01T10:00:00.000Z' };
    mockApi({
      'GET /v2/requests/10': () => ({ body: paidBefore }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Martina Rossi')],
      }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(screen.getByText(/il tempo di confermare la scelta\. Hai già pagato/)).toBeVisible();
    expect(screen.queryByText(/completare il pagamento/)).not.toBeInTheDocument();
    await userEvent.click(within(martina).getByRole('button', { name: 'Accetta Martina Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accetta caregiver' });
    expect(dialog).toHaveTextContent('non ti addebiteremo nulla di nuovo');
    expect(dialog).not.toHaveTextContent('pagamento');
  });

  it('names the service as the family asked for it: a taxi-sitter is not just «Babysitter»', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: { ...requestIn('NUOVA'), needs: 'Taxi-sitter' } }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    const details = await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    expect(details).toHaveTextContent('ServizioBabysitter Torino (Taxi-sitter)');
  });

  it('names the services a quote includes under their own label, not under the last fact', async () => {
    mockApi({
      'GET /v2/requests/10': () => {
        const quoted = requestIn('INVIATO PREVENTIVO');
        return { body: { ...quoted, requestDetail: { ...quoted.requestDetail, license: true } } };
      },
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    const details = await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    const services = within(details).getByText('Servizi richiesti');
    expect(services).toBeVisible();
    const list = within(details).getByRole('list', { name: 'Servizi richiesti' });
    expect(services.nextElementSibling).toContainElement(list);
    expect(within(list).getByRole('listitem')).toHaveTextContent('Patente');
  });

  it('says what was paid and when in the request’s details, and nothing before a payment', async () => {
    const paid = {
      ...requestIn('PAGATO'),
      paidAt: '2030-01-01T10:00:00.000Z',
      paidCents: 19600,
    };
    mockApi({
      'GET /v2/requests/10': () => ({ body: paid }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    const { unmount } = renderDetail();
    const details = await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    expect(details).toHaveTextContent(
      'Pagamento196,00 € l’1 gen 2030La conferma del pagamento ti è arrivata via email.',
    );
    unmount();
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('DA PAGARE') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    const unpaid = await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    expect(unpaid).not.toHaveTextContent('Pagamento');
  });

  it('names the amount the payment will charge in the accept modal, before the family commits', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Martina Rossi')],
      }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    await userEvent.click(within(martina).getByRole('button', { name: 'Accetta Martina Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accetta caregiver' });
    // The quote's total (service and the guarantee's first 30 days), as 'Effettua pagamento' says.
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Il caregiver resterà riservato per te per 24 ore, il tempo di completare il pagamento di 196,00 €. Dopo il pagamento il tuo family tutor fissa il colloquio: se il caregiver non ti convince, ne scegli un altro tra i profili proposti o ne chiedi di nuovi, senza pagare di nuovo la selezione. La garanzia NO PROBLEM copre i 30 giorni dal pagamento, poi si rinnova a 32,00 € ogni 30 giorni, disattivabile quando vuoi dai dettagli della richiesta.',
      ),
    );
  });

  it('names the one vetting step still missing in the accept modal, and none once all are done', async () => {
    const passed = (kinds: string[]) =>
      kinds.map((kind) => ({ kind, label: kind })) as ReturnType<typeof makeCaregiver>['badges'];
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [
          makeCaregiver('Martina Rossi', {
            badges: passed(['identity-document', 'references', 'agency-interview']),
          }),
          makeCaregiver('Luca Marino', {
            badges: passed([
              'identity-document',
              'references',
              'agency-interview',
              'criminal-record',
            ]),
          }),
        ],
      }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Accetta Martina Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accetta caregiver' });
    expect(dialog).toHaveTextContent(
      'Equilibrio non ha ancora completato tutte le verifiche su Martina Rossi: manca il casellario giudiziale.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Accetta Luca Marino' }));
    const second = await screen.findByRole('dialog', { name: 'Accetta caregiver' });
    expect(second).toHaveTextContent('Vuoi accettare il profilo di Luca Marino');
    expect(second).not.toHaveTextContent('verifiche');
  });

  it('never reads an expired criminal record as verified: the card and the accept modal say it has expired', async () => {
    const passed = (kinds: string[]) =>
      kinds.map((kind) => ({ kind, label: kind })) as ReturnType<typeof makeCaregiver>['badges'];
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [
          makeCaregiver('Martina Rossi', {
            badges: [
              { kind: 'identity-document', label: 'Documento verificato' },
              { kind: 'references', label: 'Referenze verificate' },
              { kind: 'agency-interview', label: 'Colloquio con Equilibrio' },
            ],
            expiredChecks: ['criminal-record'],
          }),
          makeCaregiver('Luca Marino', {
            badges: passed(['identity-document', 'references', 'agency-interview']),
          }),
        ],
      }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    const checks = within(martina).getByRole('group', { name: 'Verifiche di Equilibrio' });
    expect(within(checks).getByText('Casellario scaduto')).toBeVisible();
    expect(checks).not.toHaveTextContent('Casellario verificato');
    expect(checks).not.toHaveTextContent('Casellario non ancora verificato');
    // A caregiver who never had one is still told apart: not verified yet.
    const luca = screen.getByRole('article', { name: 'Luca Marino' });
    expect(within(luca).getByText('Casellario non ancora verificato')).toBeVisible();
    expect(luca).not.toHaveTextContent('Casellario scaduto');

    await userEvent.click(within(martina).getByRole('button', { name: 'Accetta Martina Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accetta caregiver' });
    expect(dialog).toHaveTextContent(
      'Equilibrio non ha ancora completato tutte le verifiche su Martina Rossi: manca un casellario giudiziale in corso di validità.',
    );
  });

  it('paid before, in DA PAGARE: the hold asks to confirm, with no new charge', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: { ...requestIn('DA_PAGARE'), paidAt: '2030-01-01T10:00:00.000Z' },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [
          makeCaregiver('Martina Rossi', {
            chosen: true,
            holdExpiresAt: '2030-01-02T10:00:00.000Z',
          }),
        ],
      }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(within(martina).getByText(/Riservato per te fino/)).toHaveTextContent(
      /\d: conferma la scelta, senza nuovi addebiti\.$/,
    );
  });

  it('in PAGATO shows the chosen caregiver’s phone', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('PAGATO') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true, phone: '+39 347 000 1111' })],
      }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(within(martina).getByRole('link', { name: '+39 347 000 1111' })).toHaveAttribute(
      'href',
      'tel:+393470001111',
    );
    // Whose number it is, beside it.
    expect(within(martina).getByText('Telefono di Martina:')).toBeVisible();
    // No button leading to this very page.
    expect(screen.queryByRole('link', { name: /Visualizza dettagli/ })).not.toBeInTheDocument();
  });

  // A failure to load stayed until the family thought of reloading the whole page.
  it('a request that failed to load (server, network) is asked for again with «Riprova»', async () => {
    let fails = true;
    mockApi({
      'GET /v2/requests/10': () =>
        fails
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Non disponibile' } } }
          : { body: requestIn('INVIATO CV') },
      'GET /v1/caregiver-selection/request/10/phase/PUBLISHED': () => ({ body: [] }),
    });
    renderDetail();
    expect(
      await screen.findByText('Errore durante il recupero della richiesta. Riprovare più tardi.'),
    ).toBeVisible();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByRole('heading', { name: 'Profili selezionati per te' }),
    ).toBeVisible();
    expect(screen.queryByText(/Errore durante il recupero della richiesta/)).toBeNull();
  });

  // A tutor's move seen by live update: the page was drawn anew, and a screen reader told nothing.
  it('tells a screen reader when the status changes while the page is open, not on arrival', async () => {
    let status = 'INVIATO CV';
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn(status) }),
      'GET /v1/caregiver-selection/request/10/phase/PUBLISHED': () => ({ body: [] }),
    });
    const { queryClient } = renderDetail();
    await screen.findByRole('heading', { name: 'Profili selezionati per te' });
    const news = screen
      .getAllByRole('status')
      .find((element) => element.classList.contains('mantine-VisuallyHidden-root'));
    expect(news).toHaveTextContent(/^$/);
    status = 'STAND BY';
    await queryClient.invalidateQueries();
    await waitFor(() => expect(news).toHaveTextContent('La richiesta ora è «Stand-by».'));
  });

  it('in COLLOQUIO PRENOTATO keeps the paid caregiver’s phone', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('COLLOQUIO PRENOTATO') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/scheduled-appointments/find/10': () => ({ body: appointment }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true, phone: '+39 347 000 1111' })],
      }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(within(martina).getByRole('link', { name: '+39 347 000 1111' })).toHaveAttribute(
      'href',
      'tel:+393470001111',
    );
  });

  it('in COLLOQUIO PRENOTATO offers the calendar only while the interview is ahead', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('COLLOQUIO PRENOTATO') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/scheduled-appointments/find/10': () => ({
        body: { ...appointment, dateTime: '2020-03-06T17:00:00.000Z' },
      }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true })],
      }),
    });
    renderDetail();
    const interview = await screen.findByRole('region', { name: 'Colloquio con il caregiver' });
    expect(interview).toHaveTextContent('venerdì 6 mar 2020, ore 18:00');
    expect(interview).toHaveTextContent('Luogo: A casa della famiglia');
    expect(within(interview).queryByRole('button', { name: 'Aggiungi al calendario' })).toBeNull();
  });

  it('in COLLOQUIO PRENOTATO the family asks to move the interview, saying when they could', async () => {
    let askedAt: string | null = null;
    const calls = mockApi({
      'GET /v2/requests/10': () => ({
        body: { ...requestIn('COLLOQUIO PRENOTATO'), interviewAt: appointment.dateTime },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/scheduled-appointments/find/10': () => ({
        body: { ...appointment, changeAskedAt: askedAt },
      }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true })],
      }),
      'POST /v2/requests/10/assistance': (call) => {
        askedAt = '2030-12-04T09:15:00.000Z';
        return assistanceCreated(call);
      },
    });
    renderDetail();
    const interview = await screen.findByRole('region', { name: 'Colloquio con il caregiver' });
    expect(screen.getByTestId('next-step')).toHaveTextContent(
      /Prossimo passo: il colloquio tra te e il caregiver, venerdì 20 dic 2030/,
    );
    await userEvent.click(within(interview).getByRole('button', { name: 'Chiedi di spostarlo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chiedi di spostare il colloquio' });
    expect(dialog).toHaveTextContent('Fino ad allora il colloquio resta fissato.');
    // Not wanted any more: where to say so (nothing on the card calls it off).
    expect(dialog).toHaveTextContent(
      'Se invece non ti serve più, scrivilo nei messaggi della richiesta: verrà annullato.',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Quando potresti' }),
      'Giovedì dopo le 18',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiedi di spostarlo' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        type: 'INTERVIEW_CHANGE',
        message: 'Giovedì dopo le 18',
      }),
    );
    expect(
      await screen.findByText(
        'Richiesta inviata: il tuo family tutor ti proporrà un nuovo orario.',
      ),
    ).toBeInTheDocument();
    // The card says it was asked, and does not offer a second ask; the calendar stays.
    expect(
      await within(interview).findByText(
        'Richiesta di spostamento inviata il 4 dic 2030: il tuo family tutor ti proporrà un nuovo orario. Fino ad allora il colloquio resta fissato così.',
      ),
    ).toBeInTheDocument();
    expect(within(interview).queryByRole('button', { name: 'Chiedi di spostarlo' })).toBeNull();
    expect(within(interview).getByRole('button', { name: 'Aggiungi al calendario' })).toBeVisible();
    // The status at the top says whose turn it is now, not the interview as if nothing was asked.
    expect(screen.getByTestId('next-step')).toHaveTextContent(
      /Hai chiesto di spostare il colloquio il 4 dic 2030\. Prossimo passo: il tuo family tutor ti propone un nuovo orario; fino ad allora il colloquio resta fissato venerdì 20 dic 2030/,
    );
  });

  it('in SELEZIONE COMPLETATA: interview, phone, In corso, rounds, and a substitution request', async () => {
    const calls = mockApi({
      ...completedRequestApi({
        acceptedAt: '2030-10-01T10:00:00.000Z',
        phone: '+39 347 000 1111',
        reason: 'Ha cresciuto due gemelli della stessa età.',
      }),
      // After the substitution is asked, the request says so (as the server does).
      'GET /v2/requests/10': () => ({
        body: {
          ...requestIn('SELEZIONE COMPLETATA'),
          familyTutorName: 'Marco Ferri',
          familyTutor: { name: 'Marco Ferri', photoUrl: null, phone: null, email: null },
          substitutionAskedAt: asked ? '2030-10-05T09:00:00.000Z' : null,
        },
      }),
      'POST /v2/requests/10/assistance': (call) => {
        asked = true;
        return assistanceCreated(call);
      },
    });
    let asked = false;
    renderDetail();

    // The interview is what was, once the service started: one line below the caregiver, with
    // no calendar to add it to.
    const interview = await screen.findByRole('region', { name: 'Colloquio con il caregiver' });
    expect(interview).toHaveTextContent(
      'Svolto venerdì 20 dic 2030, ore 18:00, con Martina Rossi.',
    );
    expect(within(interview).queryByRole('button', { name: 'Aggiungi al calendario' })).toBeNull();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(
      martina.compareDocumentPosition(interview) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(martina).getByText('In corso')).toBeInTheDocument();
    // Chosen and at work: why she was proposed, in the past.
    expect(within(martina).getByText('Perché te lo abbiamo proposto')).toBeVisible();
    expect(within(martina).queryByText('Perché te lo proponiamo')).toBeNull();
    expect(within(martina).getByText('+39 347 000 1111')).toBeInTheDocument();

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Inizio', 'Fine', 'Tipo', 'Caregiver', 'Ore', 'Compenso del caregiver']);
    // 'Da pagare' is the caregiver's pay, not money owed to Equilibrio: said as the quote says it.
    expect(
      screen.getByText(
        'Il compenso del caregiver è quello indicato nel preventivo: non è compreso nel pagamento a Equilibrio. Quello degli interventi «Da pagare» non si paga da qui: il tuo family tutor ti dirà importo e modalità di pagamento.',
      ),
    ).toBeVisible();
    const [activation, usage, replacement] = within(table).getAllByRole('row').slice(1);
    expect(activation).toHaveTextContent('02 nov, 30');
    expect(activation).toHaveTextContent('Attivazione');
    // The activation is the service paid to Equilibrio: no caregiver's pay («—»), not «Pagato».
    expect(activation).not.toHaveTextContent('Pagato');
    expect(activation).toHaveTextContent(/—$/);
    expect(usage).toHaveTextContent('Utilizzo');
    expect(usage).toHaveTextContent('12,5');
    expect(usage).toHaveTextContent('Da pagare');
    expect(replacement).toHaveTextContent('Sostituzione');
    expect(replacement).toHaveTextContent('Sofia Ricci');
    expect(replacement).toHaveTextContent('Rimborso');

    await userEvent.click(within(martina).getByRole('button', { name: 'Sostituisci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sostituisci caregiver' });
    // Who answers, by name, as the page names the tutor; and what happens meanwhile.
    expect(dialog).toHaveTextContent(
      'Raccontaci perché vuoi sostituire il caregiver (non fa per te, non può più venire…): il tuo family tutor Marco Ferri ti contatterà e ti proporrà un sostituto al più presto. Se il caregiver può, fino ad allora il servizio prosegue come concordato.',
    );
    const send = within(dialog).getByRole('button', { name: 'Invia' });
    expect(send).toBeDisabled();
    const message = within(dialog).getByRole('textbox', { name: 'Messaggio' });
    // Blank: refused with 'Errore', nothing sent.
    await userEvent.type(message, '   ');
    await userEvent.click(send);
    expect(await screen.findByText('Errore')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(message, 'Non è puntuale');
    await userEvent.click(send);
    // The confirmation that stays: a substitute is on its way (said once, no toast repeating it).
    await screen.findByRole('status', { name: /Richiesta di sostituzione inviata/ });
    expect(screen.getAllByText(/Richiesta di sostituzione inviata/)).toHaveLength(1);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/v2/requests/10/assistance');
    expect(post.body).toEqual({ type: 'SUBSTITUTION', message: 'Non è puntuale' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The confirmation stays on the page, and the caregivers are read again.
    expect(
      screen.getByRole('status', { name: /Richiesta di sostituzione inviata/ }),
    ).toHaveTextContent(
      'Il tuo family tutor Marco Ferri ti contatterà e ti proporrà un sostituto al più presto.',
    );
    // What happens meanwhile is said once, by the status above (not again in the notice).
    await waitFor(() =>
      expect(document.getElementById(REQUEST_STATUS_ID)).toHaveTextContent(
        /Hai chiesto di sostituire .* Se il caregiver può, il servizio inizierà comunque/,
      ),
    );
    expect(screen.getAllByText(/Se il caregiver può/)).toHaveLength(1);
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/phase/CHOSEN')).length).toBeGreaterThan(1),
    );
  });

  it('before the quote, shows the family’s own “Quando”, as sent', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: {
          ...requestIn('NUOVA'),
          requestDetail: null,
          schedule: {
            startDate: '2026-12-15',
            days: ['mon', 'wed'],
            timeSlots: ['aft'],
            frequency: 'continuous',
          },
        },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    const data = await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    const when = within(data).getByText('Quando').parentElement!;
    expect(when).toHaveTextContent('Dal 15 dic 2026');
    expect(when).toHaveTextContent('Lunedì, Mercoledì');
    expect(when).toHaveTextContent('Fasce orarie: pomeriggio');
  });

  it('once quoted, says each term once, the quote’s: not the family’s “Quando” beside them', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: {
          ...requestIn('SELEZIONE ATTIVA'),
          schedule: {
            startDate: '2030-12-15',
            days: ['mon', 'wed'],
            timeSlots: ['aft'],
            frequency: 'continuous',
          },
        },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    const data = await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    expect(within(data).queryByText('Quando')).toBeNull();
    expect(data).not.toHaveTextContent('Dal 15 dic 2030');
    expect(data).not.toHaveTextContent('Fasce orarie');
    // The quote's start in the spec's date format, then its terms.
    const term = (label: string) => within(data).getByText(label).parentElement!;
    expect(term('Inizio del servizio')).toHaveTextContent('07 gen, 31');
    expect(term('Durata')).toHaveTextContent('6 mesi');
    // The last day itself beside the months (a ten-day service read only «0 mesi»).
    expect(term('Fine prevista')).toHaveTextContent(/^Fine prevista\d{2} \w{3}, \d{2}$/);
    expect(term('Giorni')).toHaveTextContent('Lunedì, Mercoledì, Venerdì');
    expect(term('Orari')).toHaveTextContent('mattina e pomeriggio');
    expect(term('Contratto')).toHaveTextContent('Part-time');
  });

  it('links to the quote once: the status’s own button when it leads there, else “Visualizza preventivo” (never “Visualizza dettagli” on the details page)', async () => {
    for (const [status, links] of [
      ['INVIATO PREVENTIVO', ['Visualizza preventivo — richiesta #10']],
      ['SELEZIONE ATTIVA', ['Visualizza preventivo']],
      ['PREVENTIVO ACCETTATO', ['Visualizza preventivo']],
      ['PAGATO', ['Visualizza preventivo']],
    ] as const) {
      mockApi({
        'GET /v2/requests/10': () => ({ body: requestIn(status) }),
        'GET /v1/request-service-records/request/10': () => ({ body: [] }),
        'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({ body: [] }),
        'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({ body: [] }),
      });
      const { unmount } = renderDetail();
      await screen.findByRole('region', { name: 'Dettagli della richiesta' });
      const toQuote = screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href') === '/dashboard/request-quote/10')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent);
      expect(toQuote, status).toEqual(links);
      unmount();
    }
  });

  it('tags an ended service Terminata', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('IN ATTESA') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true, started: true, ended: true })],
      }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(within(martina).getByText('Terminata')).toBeInTheDocument();
    expect(within(martina).queryByText('+39')).not.toBeInTheDocument();
    // A substitute is already being sought: no second 'Sostituisci'.
    expect(within(martina).queryByRole('button', { name: 'Sostituisci' })).toBeNull();
  });

  // 'Sostituisci' under a service that had ended: asked, and the tutor had no move to make.
  it('offers no substitution once the service has ended, the request still open', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('SELEZIONE COMPLETATA') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/scheduled-appointments/find/10': () => ({ body: null, status: 404 }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true, started: true, ended: true })],
      }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(within(martina).getByText('Terminata')).toBeInTheDocument();
    expect(within(martina).queryByRole('button', { name: 'Sostituisci' })).toBeNull();
  });

  it('closed with the family’s payment to give back: says the refund is on its way', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: { ...requestIn("NON PIU' INTERESSATO"), refundOwedCents: 21400 },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({ body: [] }),
    });
    renderDetail();
    expect(await screen.findByTestId('next-step')).toHaveTextContent(
      'Chiusa. Ti stiamo rimborsando 214,00 €: il rimborso torna sullo stesso metodo di pagamento e riceverai un’email quando sarà stato eseguito. Se ti serve ancora aiuto, crea una nuova richiesta.',
    );
    // The words lead somewhere: a new request, starting from this one's details.
    expect(screen.getByRole('link', { name: 'Crea una nuova richiesta' })).toHaveAttribute(
      'href',
      '/dashboard/request-creation?id=10&duplicate=true',
    );
  });

  it('sends a GENERIC assistance request, and reports a failure with the spec’s text', async () => {
    let fail = false;
    const calls = mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('SELEZIONE ATTIVA') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'POST /v2/requests/10/assistance': (call) =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
          : assistanceCreated(call),
    });
    renderDetail();
    expect(
      await screen.findByText('Nessun intervento registrato', { exact: false }),
    ).toBeInTheDocument();
    // Nothing about caregivers while the tutor selects.
    expect(screen.queryByRole('region', { name: /caregiver|Profili/ })).not.toBeInTheDocument();

    const askForHelp = () => screen.getByRole('button', { name: 'Richiedi assistenza' });
    await sendFromDialog(askForHelp(), 'Hai bisogno di aiuto?', 'Aiuto');
    expect(
      await screen.findByText(
        'Segnalazione inviata con successo! Un family tutor la contatterà al più presto.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      type: 'GENERIC',
      message: 'Aiuto',
    });

    fail = true;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await sendFromDialog(askForHelp(), 'Hai bisogno di aiuto?', 'Ancora');
    expect(
      await screen.findByText(
        "Errore durante l'invio della segnalazione, riprovare più tardi o contattare l'assitenza.",
      ),
    ).toBeInTheDocument();
    // Refused, the message stays written in its dialog, to send again.
    const dialog = screen.getByRole('dialog', { name: 'Hai bisogno di aiuto?' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Messaggio' }) as HTMLTextAreaElement).value,
    ).toMatch(/Ancora$/);
  });

  it('offers no urgency on a closed request: questions only', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('NON RISPONDE') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi assistenza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hai bisogno di aiuto?' });
    expect(within(dialog).getByRole('textbox', { name: 'Messaggio' })).toBeVisible();
    expect(within(dialog).queryByRole('checkbox', { name: /È urgente/ })).toBeNull();
  });

  it('marks a request for help urgent: sent as such, the number to call shown, the tutor alerted', async () => {
    const calls = mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('SELEZIONE COMPLETATA') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v2/requests/10/messages': {
        body: {
          requestId: 10,
          replyTime: 'Di solito rispondiamo entro 4 ore lavorative',
          urgentPhone: '02 0000 0000',
          unread: 0,
          messages: [],
        },
      },
      'POST /v2/requests/10/assistance': assistanceCreated,
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi assistenza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hai bisogno di aiuto?' });
    expect(await within(dialog).findByRole('link', { name: '02 0000 0000' })).toHaveAttribute(
      'href',
      'tel:0200000000',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Messaggio' }),
      'La babysitter non si è presentata oggi pomeriggio, mi serve aiuto urgente.',
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'È urgente (per esempio il caregiver non si è presentato)',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
    expect(
      await screen.findByText(
        'Messaggio urgente inviato: abbiamo avvisato subito il family tutor. Se ti serve aiuto subito, chiama il 02 0000 0000.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      type: 'GENERIC',
      message: 'La babysitter non si è presentata oggi pomeriggio, mi serve aiuto urgente.',
      urgent: true,
    });
  });

  it('shows the rounds as cards on a phone', async () => {
    setWide(false);
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('SELEZIONE ATTIVA') }),
      'GET /v1/request-service-records/request/10': () => ({ body: rounds }),
    });
    renderDetail();
    const list = await screen.findByRole('list', { name: 'Interventi' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Each card names whose pay its status is ('Compenso del caregiver: Da pagare'); the
    // activation has none of its own.
    const [activation, usage] = within(list).getAllByRole('listitem');
    expect(activation).toHaveTextContent(/Compenso del caregiver\s*—$/);
    expect(usage).toHaveTextContent(/Compenso del caregiver\s*Da pagare$/);
    expect(within(list).queryByText('Pagamento')).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the rounds’ pay is the caregiver’s, also when none is to pay', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('SELEZIONE ATTIVA') }),
      'GET /v1/request-service-records/request/10': () => ({
        body: rounds.map((round) => ({ ...round, paymentStatus: 'PAID' })),
      }),
    });
    renderDetail();
    await screen.findByRole('table');
    expect(
      screen.getByText(
        'Il compenso del caregiver è quello indicato nel preventivo: non è compreso nel pagamento a Equilibrio.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/«Da pagare»/)).toBeNull();
  });

  it('shows a clear not-found message for a foreign request and for a bad address', async () => {
    const calls = mockApi({
      'GET /v2/requests/77': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Richiesta non trovata.' } },
      }),
    });
    const first = renderDetail(77);
    expect(await screen.findByRole('heading', { name: 'Richiesta non trovata' })).toBeVisible();
    expect(calls.filter((c) => c.path === '/v2/requests/77')).toHaveLength(1);
    first.unmount();

    renderDetail('abc');
    expect(await screen.findByRole('heading', { name: 'Richiesta non trovata' })).toBeVisible();
    expect(calls.some((c) => c.path.includes('abc'))).toBe(false);
  });
});

/** What the family must do now comes first; after a decisive step, what comes next. */
describe('request detail page: the family’s next move', () => {
  signedInOnDesktop();

  /** The route's messages block, as the app puts it beside the request (`aside`). */
  const renderWithMessages = () =>
    renderRoute(
      [
        {
          path: '/dashboard/request-detail/:requestId',
          element: (
            <RequestDetailPage
              aside={() => (
                <section aria-label="Messaggi con il family tutor">
                  <h2>Messaggi con il family tutor</h2>
                </section>
              )}
              feedback={() => <h2>Com’è andata con Martina?</h2>}
            />
          ),
        },
      ],
      { path: '/dashboard/request-detail/10' },
    );
  const precedes = (a: HTMLElement, b: HTMLElement) =>
    Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

  it.each([
    ['INVIATO CV', 'SELECTED', 'Profili selezionati per te', true],
    ['DA PAGARE', 'CHOSEN', 'Il tuo caregiver', true],
    ['SELEZIONE COMPLETATA', 'CHOSEN', 'Il tuo caregiver', true],
    ['IN ATTESA', 'CHOSEN', 'Il tuo caregiver', true],
    ['COLLOQUIO PRENOTATO', 'CHOSEN', 'Il tuo caregiver', false],
  ] as const)(
    'in %s the caregivers come before the messages: %s',
    async (status, phase, title, first) => {
      mockApi({
        'GET /v2/requests/10': () => ({ body: requestIn(status) }),
        'GET /v1/request-service-records/request/10': () => ({ body: [] }),
        'GET /v1/scheduled-appointments/find/10': () => ({ status: 404 }),
        [`GET /v1/caregiver-selection/request/10/phase/${phase}`]: () => ({
          body: [makeCaregiver('Martina Rossi', { chosen: phase === 'CHOSEN' })],
        }),
      });
      renderWithMessages();
      const caregivers = await screen.findByRole('heading', { name: title });
      const messages = screen.getByRole('heading', { name: 'Messaggi con il family tutor' });
      expect(precedes(caregivers, messages)).toBe(first);
      // The score and the reviews asked in context come after both: never above what the family
      // comes to do (call the caregiver, ask for a substitute, write to the tutor).
      const feedback = screen.getByRole('heading', { name: 'Com’è andata con Martina?' });
      expect(precedes(messages, feedback) && precedes(caregivers, feedback)).toBe(true);
      // Always under the status, which says what to do.
      expect(precedes(screen.getByTestId('next-step'), caregivers)).toBe(true);
    },
  );

  it('back from the reload of a caregiver accepted: on the status, focused, with the payment', async () => {
    const scrolled: { element: HTMLElement; options: unknown }[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolled.push({ element: this, options });
    });
    mockApi({
      'GET /v2/requests/10': () => ({
        body: { ...requestIn('DA PAGARE'), holdExpiresAt: '2030-01-02T10:00:00.000Z' },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true })],
      }),
    });
    // What the accept left before reloading (reloadWithToast's `reveal`).
    revealAfterReload('stato-richiesta');
    renderDetail();
    const status = await screen.findByRole('region', { name: /^Da pagare\. Prossimo passo/ });
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveAccessibleName(/completare il pagamento entro il 2 gen 2030/);
    expect(
      within(status).getByRole('button', { name: 'Effettua pagamento — richiesta #10' }),
    ).toBeVisible();
    expect(scrolled).toEqual([
      { element: status, options: { block: 'start', behavior: 'smooth' } },
    ]);
  });

  it('jumps without motion when the device asks for reduced motion, and only once', async () => {
    const scrolled: unknown[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation((options) => {
      scrolled.push(options);
    });
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, query === '(prefers-reduced-motion: reduce)'),
    );
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('DA PAGARE') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({ body: [] }),
    });
    revealAfterReload('stato-richiesta');
    const first = renderDetail();
    const status = await screen.findByRole('region', { name: /^Da pagare\./ });
    await waitFor(() => expect(status).toHaveFocus());
    expect(scrolled).toEqual([{ block: 'start', behavior: 'auto' }]);
    first.unmount();

    // Opened again later: nothing moves.
    renderDetail();
    await screen.findByRole('region', { name: /^Da pagare\./ });
    expect(scrolled).toHaveLength(1);
  });
});

describe('request detail page: a closed request', () => {
  signedInOnDesktop();

  it('shows how far it got, marks it closed, keeps the quote to read and offers no step', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: {
          ...requestIn("NON PIU' INTERESSATO"),
          statusBeforeClosing: 'INVIATO PREVENTIVO',
        },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    expect(await screen.findByTestId('next-step')).toHaveTextContent(
      'Chiusa. La richiesta si è fermata al passo «Preventivo»: ci risulta che non ti serva più il nostro aiuto. Non ci sono altri passi: se ti serve ancora aiuto, crea una nuova richiesta.',
    );
    const tracker = screen.getByRole('list', { name: 'Avanzamento della richiesta' });
    expect(
      within(tracker)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Richiesta (passo completato)',
      'Preventivo (richiesta chiusa a questo passo)',
      '3Selezione profili',
      '4Pagamento',
      '5Colloquio',
      '6Servizio',
    ]);
    expect(tracker.querySelector('[aria-current]')).toBeNull();
    // The quote that was sent, to read; nothing to accept, pay or choose.
    expect(screen.getByRole('link', { name: 'Visualizza preventivo' })).toHaveAttribute(
      'href',
      '/dashboard/request-quote/10',
    );
    expect(screen.queryByRole('button', { name: /Accetta|Effettua pagamento/ })).toBeNull();
    expect(
      screen.queryByRole('link', { name: /Aggiungi Info|Visualizza (dettagli|profili)/ }),
    ).toBeNull();
  });
});

/** Spec §4 "Caregiver visibility": which phase each page loads, for every status. */
describe('caregivers loaded per status', () => {
  signedInOnDesktop();

  const detailPhase: Record<string, string | null> = {
    'INVIATO CV': 'SELECTED',
    'DA PAGARE': 'CHOSEN',
    PAGATO: 'CHOSEN',
    'COLLOQUIO PRENOTATO': 'CHOSEN',
    'SELEZIONE COMPLETATA': 'CHOSEN',
    'IN ATTESA': 'CHOSEN',
  };
  const quotePhase: Record<string, string | null> = {
    'INVIATO CV': 'SELECTED',
    'DA PAGARE': 'CHOSEN',
    PAGATO: 'CHOSEN',
    'SELEZIONE COMPLETATA': 'SELECTED',
  };

  it.each(requestStatuses)('%s', async (status) => {
    for (const [page, expected] of [
      ['detail', detailPhase[status] ?? null],
      ['quote', quotePhase[status] ?? null],
    ] as const) {
      const calls = mockApi({
        'GET /v2/requests/10': () => ({ body: requestIn(status) }),
        'GET /v1/request-service-records/request/10': () => ({ body: [] }),
        'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
        'GET /v1/caregiver-selection/request/10/phase/:phase': () => ({ body: [] }),
        'GET /v1/scheduled-appointments/find/10': () => ({ status: 404 }),
      });
      const view =
        page === 'detail'
          ? renderDetail()
          : renderRoute(
              [{ path: '/dashboard/request-quote/:requestId', element: <RequestQuotePage /> }],
              { path: '/dashboard/request-quote/10' },
            );
      await screen.findByRole('region', { name: 'Dettagli della richiesta' });
      if (expected) await screen.findByText(/^Nessun profilo da (mostrare|scegliere) per ora/);
      const phases = calls
        .filter((c) => c.path.includes('caregiver-selection'))
        .map((c) => c.path.split('/').at(-1));
      expect(phases, `${page} page`).toEqual(expected ? [expected] : []);
      view.unmount();
    }
  });
});
