import { type RequestStatus, requestStatuses } from '@equilibrio/contract/enums';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { journeySteps, requestJourney } from '../lib/request-journey';
import { makeRequest } from '../testing/fixtures';
import { RequestCard } from './request-card';
import { RequestStatusBar } from './request-status-bar';
import { RequestTracker } from './request-tracker';

/** The step each status marks current (null: none), as a family reads it. */
const currentStep: Record<RequestStatus, string | null> = {
  NUOVA: 'Richiesta',
  'DA RICHIAMARE': 'Richiesta',
  'INVIATO PREVENTIVO': 'Preventivo',
  'PREVENTIVO ACCETTATO': 'Selezione profili',
  'SELEZIONE ATTIVA': 'Selezione profili',
  'INVIATO CV': 'Selezione profili',
  'DA PAGARE': 'Pagamento',
  PAGATO: 'Colloquio',
  'COLLOQUIO PRENOTATO': 'Colloquio',
  'SELEZIONE COMPLETATA': 'Servizio',
  'IN ATTESA': 'Servizio',
  'STAND BY': null,
  "NON PIU' INTERESSATO": null,
  'NON RISPONDE': null,
};
const steps: readonly string[] = journeySteps;

const trackerOf = (status: string, variant: 'compact' | 'full', extra = {}) => {
  renderRoute(
    <RequestTracker
      journey={requestJourney(makeRequest({ status, ...extra }))}
      variant={variant}
    />,
  );
  return screen.getByRole('list', { name: 'Avanzamento della richiesta' });
};

describe('RequestTracker', () => {
  it('paid before and choosing again (a substitution): the payment is said done', () => {
    const paid = { paidAt: '2026-10-13T18:48:39.996Z' };
    const said = (status: string) =>
      within(trackerOf(status, 'full', paid))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(said('INVIATO CV')).toEqual([
      'Richiesta (passo completato)',
      'Preventivo (passo completato)',
      '3Selezione profili',
      'Pagamento (passo completato)',
      '5Colloquio',
      '6Servizio',
    ]);
    // The choice to confirm: the payment step is the current one, not done.
    cleanup();
    expect(said('DA PAGARE')[3]).toBe('4Pagamento');
  });

  describe.each(['compact', 'full'] as const)('%s', (variant) => {
    it.each(requestStatuses)('%s: the current step has aria-current="step"', (status) => {
      const tracker = trackerOf(status, variant);
      const items = within(tracker).getAllByRole('listitem');
      expect(
        items.map((item) => item.textContent?.replace(/^\d| \(passo completato\)$/g, '')),
      ).toEqual(steps);
      const current = tracker.querySelectorAll('[aria-current="step"]');
      const want = currentStep[status];
      expect(current).toHaveLength(want ? 1 : 0);
      if (want) {
        expect(current[0]).toHaveTextContent(want);
        // The steps before it are said completed, those after it are not.
        const index = steps.indexOf(want);
        items.forEach((item, i) => {
          if (i < index) expect(item).toHaveTextContent('(passo completato)');
          else expect(item).not.toHaveTextContent('(passo completato)');
        });
      }
    });
  });

  it('keeps a paused request on the step it left, said in pausa', () => {
    const tracker = trackerOf('STAND BY', 'full', { statusBeforeStandBy: 'DA PAGARE' });
    expect(tracker.querySelector('[aria-current="step"]')).toHaveTextContent(
      'Pagamento (in pausa)',
    );
  });

  it('says the step in words under the compact bar', () => {
    trackerOf('INVIATO CV', 'compact');
    expect(screen.getByText('Passo 3 di 6 · Selezione profili')).toBeInTheDocument();
  });

  it('shows how far a closed request got: the steps done, the one it stopped at, closed', () => {
    const tracker = trackerOf("NON PIU' INTERESSATO", 'compact', {
      statusBeforeClosing: 'DA PAGARE',
    });
    expect(screen.getByText('Chiusa al passo 4 di 6 · Pagamento')).toBeInTheDocument();
    const items = within(tracker).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'done',
      'stopped',
      'todo',
      'todo',
    ]);
    expect(items[3]).toHaveTextContent('Pagamento (richiesta chiusa a questo passo)');
    // Nothing is current on a closed request.
    expect(tracker.querySelector('[aria-current]')).toBeNull();
  });

  it('says only that it is closed when its history does not tell how far it got', () => {
    const tracker = trackerOf('NON RISPONDE', 'compact');
    expect(screen.getByText('Richiesta chiusa')).toBeInTheDocument();
    expect(
      within(tracker)
        .getAllByRole('listitem')
        .every((item) => item.getAttribute('data-state') === 'todo'),
    ).toBe(true);
  });
});

describe('RequestCard: where the request stands', () => {
  it('shows the compact tracker and the next step with the hold’s deadline to the minute', () => {
    renderRoute(
      <RequestCard
        variant="compact"
        request={makeRequest({
          id: 3,
          status: 'DA PAGARE',
          holdExpiresAt: '2026-11-26T23:05:00.000Z',
        })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Richiesta #3 · Babysitter' });
    expect(within(card).getByText('Richiede la tua attenzione')).toBeInTheDocument();
    expect(within(card).getByText('Passo 4 di 6 · Pagamento')).toBeInTheDocument();
    // When it was sent, not a 'contact' that could be the call to come.
    expect(card).toHaveTextContent(/Inviata il \d{2} \w{3}, \d{2}/);
    expect(card).not.toHaveTextContent('Contatto');
    expect(within(card).getByTestId('next-step')).toHaveTextContent(
      'Prossimo passo: tocca a te completare il pagamento entro il 27 nov 2026, ore 00:05; fino ad allora il caregiver è riservato per te.',
    );
  });

  it.each(['NUOVA', 'DA RICHIAMARE'])(
    '%s: says what is optional, not that something is wrong',
    (status) => {
      renderRoute(<RequestCard variant="compact" request={makeRequest({ status })} />);
      expect(screen.getByText('Puoi aggiungere informazioni')).toBeInTheDocument();
      expect(screen.queryByText('Richiede la tua attenzione')).not.toBeInTheDocument();
      expect(screen.getByTestId('next-step')).toHaveTextContent(/il tuo family tutor/);
    },
  );
});

describe('RequestStatusBar: the request pages', () => {
  it('names the steps, marks the current one and gives the next step with its deadline', () => {
    renderRoute(
      <RequestStatusBar
        page="detail"
        request={makeRequest({ status: 'DA PAGARE', holdExpiresAt: '2026-07-01T16:45:00.000Z' })}
      />,
    );
    const tracker = screen.getByRole('list', { name: 'Avanzamento della richiesta' });
    expect(within(tracker).getByText('Selezione profili')).toBeVisible();
    expect(tracker.querySelector('[aria-current="step"]')).toHaveTextContent('4Pagamento');
    // Summer time in Italy: 16:45 UTC is 18:45.
    expect(screen.getByTestId('next-step')).toHaveTextContent(
      'Da pagare. Prossimo passo: tocca a te completare il pagamento entro l’1 lug 2026, ore 18:45;',
    );
    expect(screen.getByRole('button', { name: 'Effettua pagamento — richiesta #5' })).toBeVisible();
  });
});
