import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi } from '@/testing/mock-fetch';
import { signedInOnDesktop } from '@/testing/viewport';
import { makeCaregiver } from '../testing/fixtures';
import { renderDetail, requestIn } from '../testing/render-detail';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const ASKED_AT = '2030-12-01T10:00:00.000Z';

/** Request 10 in INVIATO CV with one profile; `askedAt` as GET /v2/requests/10 answers it. */
function profilesApi(options: { askedAt?: () => string | null; post?: (call: ApiCall) => object }) {
  return mockApi({
    'GET /v2/requests/10': () => ({
      body: { ...requestIn('INVIATO CV'), otherProfilesAskedAt: options.askedAt?.() ?? null },
    }),
    'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
      body: [makeCaregiver('Martina Rossi')],
    }),
    'POST /v2/requests/10/assistance':
      options.post ??
      (({ body }: ApiCall) => ({
        status: 201,
        body: { id: 1, requestId: 10, ...(body as object), createdAt: ASKED_AT, handledAt: null },
      })),
  });
}

/**
 * 'Nessun profilo fa per te?': under the profiles proposed the family asks for others and says
 * why (OTHER_PROFILES), in a modal with a required reason; then the page says it was asked and
 * offers it no more until the tutor answers.
 */
describe('asking for other profiles on the request page', () => {
  signedInOnDesktop();

  it('sends the reason from the modal and says once, on the page, that it was asked', async () => {
    let asked: string | null = null;
    const calls = profilesApi({
      askedAt: () => asked,
      post: ({ body }) => {
        asked = ASKED_AT;
        return {
          status: 201,
          body: { id: 1, requestId: 10, ...(body as object), createdAt: ASKED_AT, handledAt: null },
        };
      },
    });
    renderDetail();
    await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(screen.getByText('Nessun profilo fa per te?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Chiedi altri profili' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chiedi altri profili' });
    expect(dialog).toHaveTextContent('Raccontaci perché i profili proposti non fanno per te');
    // The buttons say what they do (not the spec's modals: no bare 'No').
    expect(within(dialog).queryByRole('button', { name: 'No' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Torna ai profili' })).toBeEnabled();
    const send = within(dialog).getByRole('button', { name: 'Chiedi altri profili' });
    expect(send).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    // The reason is short: the field takes no more than the server does.
    expect(reason).toHaveAttribute('maxlength', '1000');
    // Blank: refused with 'Errore', nothing sent.
    await userEvent.type(reason, '   ');
    await userEvent.click(send);
    expect(await screen.findByText('Errore')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(reason, 'Ci serve qualcuno che parli inglese');
    await userEvent.click(send);
    const notice = await screen.findByRole('status', {
      name: /Richiesta di altri profili inviata/,
    });
    expect(notice).toHaveTextContent(
      'Il family tutor leggerà il motivo e ti risponderà al più presto. Intanto puoi ancora scegliere uno dei profili proposti.',
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/v2/requests/10/assistance');
    expect(post.body).toEqual({
      type: 'OTHER_PROFILES',
      message: 'Ci serve qualcuno che parli inglese',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Said once: the confirmation that stays, no toast repeating it over the page.
    expect(screen.getAllByText(/Richiesta di altri profili inviata/)).toHaveLength(1);
    expect(screen.getAllByText(/Il family tutor leggerà il motivo/)).toHaveLength(1);
    // The offer is gone, and the profiles can still be accepted.
    expect(screen.queryByRole('button', { name: 'Chiedi altri profili' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accetta Martina Rossi' })).toBeInTheDocument();
  });

  it('once asked and not answered yet, says when and offers no second request', async () => {
    profilesApi({ askedAt: () => ASKED_AT });
    renderDetail();
    await screen.findByRole('article', { name: 'Martina Rossi' });
    const notice = await screen.findByRole('status', {
      name: /Richiesta di altri profili inviata/,
    });
    expect(notice).toHaveTextContent('Hai chiesto altri profili l’1 dic 2030');
    expect(screen.queryByRole('button', { name: 'Chiedi altri profili' })).toBeNull();
  });

  it('tells the server’s reason when it refuses (409), and reads the request again', async () => {
    const calls = profilesApi({
      post: () => ({
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Hai già chiesto altri profili il 01 dic, 30: il family tutor ti risponderà.',
          },
        },
      }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Chiedi altri profili' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chiedi altri profili' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Troppo lontani');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiedi altri profili' }));
    expect(
      await screen.findByText(
        'Hai già chiesto altri profili il 01 dic, 30: il family tutor ti risponderà.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/v2/requests/10').length).toBeGreaterThan(1),
    );
  });

  it('is not offered once a profile is chosen (DA PAGARE)', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('DA PAGARE') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
        body: [makeCaregiver('Martina Rossi', { chosen: true })],
      }),
    });
    renderDetail();
    await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(screen.queryByText('Nessun profilo fa per te?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chiedi altri profili' })).toBeNull();
  });

  it('while the tutor looks for others, keeps the profiles sent to read, not to choose', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: { ...requestIn('SELEZIONE ATTIVA'), otherProfilesSearchedAt: ASKED_AT },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Martina Rossi')],
      }),
    });
    renderDetail();
    const card = await screen.findByRole('article', { name: 'Martina Rossi' });
    expect(
      screen.getByRole('heading', { name: 'I profili che hai già ricevuto' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Il family tutor sta cercando altri profili per te: potrai scegliere quando arriveranno i nuovi/,
      ),
    ).toBeInTheDocument();
    // Their profile is all there (the tutor's line too), with nothing to press but the CV.
    expect(card).toHaveTextContent('Segue i compiti anche in inglese.');
    expect(screen.queryByRole('button', { name: /Accetta/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chiedi altri profili' })).toBeNull();
  });

  it('shows nothing of the sort on a selection the tutor has not sent yet', async () => {
    const calls = mockApi({
      'GET /v2/requests/10': () => ({
        body: { ...requestIn('SELEZIONE ATTIVA'), otherProfilesSearchedAt: null },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    expect((await screen.findAllByText('Selezione attiva')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'I profili che hai già ricevuto' })).toBeNull();
    expect(calls.some((c) => c.path.includes('/caregiver-selection/'))).toBe(false);
  });

  it('marks the profiles new since the family last chose, and puts them first', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({ body: requestIn('INVIATO CV') }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/10/phase/SELECTED': () => ({
        body: [makeCaregiver('Martina Rossi'), makeCaregiver('Chiara Esposito', { isNew: true })],
      }),
    });
    renderDetail();
    const chiara = await screen.findByRole('article', { name: 'Chiara Esposito' });
    const martina = screen.getByRole('article', { name: 'Martina Rossi' });
    expect(within(chiara).getByText('Nuovo')).toBeInTheDocument();
    expect(within(martina).queryByText('Nuovo')).toBeNull();
    expect(
      screen.getByText(
        'Il family tutor ha aggiunto un nuovo profilo, segnato «Nuovo», accanto a quelli che hai già visto.',
      ),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(cards.indexOf('caregiver-cg-chiara-esposito')).toBeLessThan(
      cards.indexOf('caregiver-cg-martina-rossi'),
    );
    // Both may be chosen.
    expect(screen.getByRole('button', { name: 'Accetta Chiara Esposito' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accetta Martina Rossi' })).toBeInTheDocument();
  });
});
