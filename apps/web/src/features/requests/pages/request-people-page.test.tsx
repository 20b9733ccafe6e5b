import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { signedInOnDesktop } from '@/testing/viewport';
import { completedRequestApi, renderDetail, requestIn } from '../testing/render-detail';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
vi.mock('@/lib/reload-page', () => ({ reloadWithToast: vi.fn() }));

/** Issue 21 items 8 and 14: who the request is for, its tutor, one substitution at a time. */
describe('request page: people and substitution', () => {
  signedInOnDesktop();

  it('says who the request is for, at the top and in its details, with kind and age', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: {
          ...requestIn('INVIATO PREVENTIVO'),
          dependantIds: [1, 3],
          // The request's own assistiti (a deleted one too): no profile to read them from.
          dependants: [
            { id: 1, name: 'Sofia', birthDate: '2022-06-15', gender: 'FEMALE', type: 'PERSON' },
            { id: 3, name: 'Micia', birthDate: '2023-01-15', gender: 'FEMALE', type: 'CAT' },
          ],
          familyTutorName: 'Marco Ferri',
          familyTutor: { name: 'Marco Ferri', photoUrl: null, phone: null, email: null },
        },
      }),
    });
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    renderDetail();
    expect(
      await screen.findByText(/^Sofia \(bambina, 4 anni\) · Micia \(gatta, 3 anni\)$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Per:')).toBeInTheDocument();
    // Which service, and where, before anything else: two requests of one family read apart.
    expect(screen.getByText('Servizio:').parentElement).toHaveTextContent(
      // The quoted service's name, which says its town already.
      /^Servizio: Babysitter Torino$/,
    );
    expect(screen.getByText('Family tutor:').parentElement).toHaveTextContent(
      'Family tutor: Marco Ferri',
    );
    // 'Dettagli della richiesta' says it too: who, and what kind.
    const details = screen.getByRole('region', { name: 'Dettagli della richiesta' });
    const who = within(details).getByText('Assistiti').nextElementSibling!;
    expect(who).toHaveTextContent('Sofia (bambina, 4 anni)Micia (gatta, 3 anni)');
    vi.useRealTimers();
  });

  it('says who lives in the house a colf works in, rather than whom it is for', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: {
          ...requestIn('NUOVA'),
          businessLine: 'COLF',
          type: 'Colf',
          serviceLinked: null,
          address: {
            id: 4,
            street: 'Via Emilia Centro 100',
            city: 'Modena',
            province: 'MO',
            postalCode: '41121',
          },
          dependantIds: [1],
          dependants: [
            { id: 1, name: 'Sofia', birthDate: '2022-06-15', gender: 'FEMALE', type: 'PERSON' },
          ],
        },
      }),
    });
    renderDetail();
    expect(await screen.findByText('In casa:')).toBeInTheDocument();
    expect(screen.getByText('Servizio:').parentElement).toHaveTextContent(
      /^Servizio: Colf · Modena \(MO\)$/,
    );
    expect(screen.queryByText('Per:')).toBeNull();
  });

  it('says a request names nobody yet (a first request from the sign-up)', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: { ...requestIn('NUOVA'), dependantIds: [], dependants: [] },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    const details = await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    // While it can still be added to, the family reads how to say who is being cared for.
    expect(within(details).getByText('Assistiti').nextElementSibling).toHaveTextContent(
      'Nessuno indicatoPuoi indicare chi assisteremo con «Aggiungi Info».',
    );
    expect(screen.queryByText('Per:')).toBeNull();
  });

  it('does not invite to name anyone once the request can no longer be changed', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: { ...requestIn('INVIATO PREVENTIVO'), dependantIds: [], dependants: [] },
      }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    });
    renderDetail();
    const details = await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    expect(within(details).getByText('Assistiti').nextElementSibling).toHaveTextContent(
      /^Nessuno indicato$/,
    );
  });

  it('shows the family tutor’s direct contacts when shared, and the team before anyone is assigned', async () => {
    mockApi({
      'GET /v2/requests/10': () => ({
        body: {
          ...requestIn('INVIATO PREVENTIVO'),
          familyTutorName: 'Marco Ferri',
          familyTutor: {
            name: 'Marco Ferri',
            photoUrl: null,
            phone: '+39 011 555 0101',
            email: 'marco.ferri@equilibrio.it',
          },
        },
      }),
    });
    const { unmount } = renderDetail();
    const tutor = await screen.findByRole('group', { name: 'Il tuo family tutor' });
    expect(within(tutor).getByText('MF')).toBeInTheDocument();
    expect(within(tutor).getByRole('link', { name: /555 0101/ })).toHaveAttribute(
      'href',
      'tel:+390115550101',
    );
    expect(within(tutor).getByRole('link', { name: /marco\.ferri@/ })).toHaveAttribute(
      'href',
      'mailto:marco.ferri@equilibrio.it',
    );
    unmount();

    mockApi({
      'GET /v2/requests/10': () => ({
        body: { ...requestIn('NUOVA'), familyTutorName: null, familyTutor: null },
      }),
    });
    renderDetail();
    expect(
      await screen.findByText('Il team Equilibrio sta prendendo in carico la tua richiesta.'),
    ).toBeVisible();
  });

  it('disables Sostituisci while a substitution is open, saying when it was asked', async () => {
    mockApi({
      ...completedRequestApi({
        acceptedAt: '2026-10-01T10:00:00.000Z',
        substitutionRequestedAt: '2031-02-26T09:30:00.000Z',
      }),
    });
    // The service began on 7 January (the fixture's quote).
    vi.useFakeTimers({ now: new Date('2031-03-01T10:00:00Z'), toFake: ['Date'] });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    const button = within(martina).getByRole('button', { name: 'Sostituisci' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Sostituzione richiesta il 26 feb 2031: il family tutor ti contatterà.',
    );
    // The status says the service goes on until the change, not just 'Il servizio è attivo'.
    expect(screen.getByTestId('next-step')).toHaveTextContent(
      'Selezione completata. Hai chiesto di sostituire Martina il 26 feb 2031. Prossimo passo: il tuo family tutor ti contatta per capire cosa è successo e cercare chi prenderà il suo posto. Se il caregiver può, fino ad allora il servizio prosegue come concordato: se preferisci interromperlo prima, diglielo.',
    );
    vi.useRealTimers();
  });

  it('shows the caregiver being replaced as «Da sostituire» once the tutor started it', async () => {
    mockApi({
      ...completedRequestApi({
        acceptedAt: '2026-10-01T10:00:00.000Z',
        substitutionRequestedAt: '2026-11-26T09:30:00.000Z',
      }),
      'GET /v2/requests/10': () => ({ body: requestIn('IN ATTESA') }),
    });
    renderDetail();
    const martina = await screen.findByRole('article', { name: 'Martina Rossi' });
    // Not 'In sostituzione', which read as her being the substitute.
    expect(within(martina).getByText('Da sostituire')).toBeVisible();
    expect(martina).toHaveTextContent(
      'Il family tutor sta cercando chi sostituirà Martina: ti avviseremo quando i nuovi profili saranno pronti. Scegliere il sostituto non comporta nuovi addebiti. Per sapere come si organizza il servizio fino ad allora, scrivi al tuo family tutor nei messaggi della richiesta.',
    );
    expect(within(martina).queryByRole('button', { name: 'Sostituisci' })).toBeNull();
  });
});
