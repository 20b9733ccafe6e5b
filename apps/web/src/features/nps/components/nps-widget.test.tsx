import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWide, signedInOnDesktop } from '@/testing/viewport';
import { NPS_WIDGET_CLEARANCE, NpsWidget, NpsWidgetSpace } from './nps-widget';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** GET /v1/nps-scores/me: never answered, or answered (quiet for 90 days). */
const ask = () => ({ body: { lastAnsweredAt: null, askAgainAt: null, ask: true } });
const quiet = () => ({
  body: {
    lastAnsweredAt: '2026-11-01T10:00:00.000Z',
    askAgainAt: '2027-01-30T10:00:00.000Z',
    ask: false,
  },
});

/** The widget as the dashboard renders it: re-initialised on every navigation. */
function WidgetOnPage() {
  return <NpsWidget email="anna@example.it" resetKey={useLocation().pathname} />;
}

const question = 'Quanto consiglieresti Equilibrio a un amico o a un collega?';

describe('NPS widget', () => {
  signedInOnDesktop();

  it('is a compact round button on a phone, and keeps its space free of controls', async () => {
    setWide(false);
    mockApi({ 'GET /v1/nps-scores/me': ask });
    renderRoute(<NpsWidget email="anna@example.it" />);
    const toggle = screen.getByRole('button', { name: 'Valuta Equilibrio' });
    expect(toggle).toHaveTextContent('');
    // Focus never scrolls a control under the widget.
    expect(document.documentElement.style.scrollPaddingBottom).toBe(`${NPS_WIDGET_CLEARANCE}px`);
    // (A form's action row ending on the right keeps clear of it: a stylesheet rule, checked in a
    // real browser by e2e/tests/notifications.spec.ts.)
    await userEvent.click(toggle);
    expect(await screen.findByRole('dialog', { name: question })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it from the toggle as from the panel, the focus back on the toggle.
    screen.getByRole('button', { name: 'Chiudi' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).toBeNull());
    expect(screen.getByRole('button', { name: 'Valuta Equilibrio' })).toHaveFocus();
  });

  it('opened from the keyboard, takes the focus to the score, within reach of Tab', async () => {
    mockApi({ 'GET /v1/nps-scores/me': ask });
    renderRoute(
      <>
        <button type="button">Prima</button>
        <NpsWidget email="anna@example.it" />
      </>,
    );
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Valuta Equilibrio' });
    // The panel it opens and closes is named, closed as open (it stays in the page).
    const panelId = toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: question });
    expect(panel).toHaveAttribute('id', panelId);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The panel comes before the toggle in the page: the focus goes into it, on the score.
    await waitFor(() =>
      expect(within(panel).getByRole('radio', { name: '0 su 10' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}');
    expect(within(panel).getByRole('radio', { name: '1 su 10' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.tab();
    expect(within(panel).getByRole('textbox', { name: /Suggerimenti/ })).toHaveFocus();
    // Escape still brings the focus back to the toggle.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).toBeNull());
    expect(screen.getByRole('button', { name: 'Valuta Equilibrio' })).toHaveFocus();
    // Opened again, the focus lands on the score chosen before.
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: question });
    await waitFor(() =>
      expect(within(again).getByRole('radio', { name: '1 su 10' })).toHaveFocus(),
    );
  });

  it('on a phone rests at the end of the page: away from it, nothing floats over the page', async () => {
    setWide(false);
    let report: (entry: Partial<IntersectionObserverEntry>) => void = () => {};
    const watched: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = (entry) =>
            callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe(element: Element) {
          watched.push(element);
        }
        disconnect() {}
      },
    );
    mockApi({ 'GET /v1/nps-scores/me': ask });
    renderRoute(
      <>
        <p>Una pagina lunga</p>
        <NpsWidgetSpace />
        <NpsWidget email="anna@example.it" />
      </>,
    );
    // The end space is what is watched; scrolled away from it, the toggle is not there to tap.
    await waitFor(() => expect(watched).toHaveLength(1));
    expect(watched[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Valuta Equilibrio' })).toBeNull();
    // Just a sliver of the space in view is not enough room.
    act(() => report({ isIntersecting: true, intersectionRatio: 0.3 }));
    expect(screen.queryByRole('button', { name: 'Valuta Equilibrio' })).toBeNull();
    act(() => report({ isIntersecting: true, intersectionRatio: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Valuta Equilibrio' }));
    expect(await screen.findByRole('dialog', { name: question })).toBeInTheDocument();
    // Open, it stays while the family scrolls to read the page.
    act(() => report({ isIntersecting: false, intersectionRatio: 0 }));
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeVisible();
    // Closed away from the end: the focus stays on the toggle, shown until the focus moves on.
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Valuta Equilibrio' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Valuta Equilibrio' })).toBeNull(),
    );
  });

  it('on a phone, tapped open and closed, does not follow the page over its buttons', async () => {
    setWide(false);
    let report: (entry: Partial<IntersectionObserverEntry>) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = (entry) =>
            callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      },
    );
    mockApi({ 'GET /v1/nps-scores/me': ask });
    renderRoute(
      <>
        <button type="submit">Invia richiesta</button>
        <NpsWidgetSpace />
        <NpsWidget email="anna@example.it" />
      </>,
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Valuta Equilibrio' })).toBeNull(),
    );
    act(() => report({ isIntersecting: true, intersectionRatio: 1 }));
    const user = userEvent.setup();
    // A finger opens it and closes it again: the toggle keeps the focus the tap gave it…
    await user.pointer({
      keys: '[TouchA]',
      target: screen.getByRole('button', { name: 'Valuta Equilibrio' }),
    });
    expect(await screen.findByRole('dialog', { name: question })).toBeInTheDocument();
    await user.pointer({
      keys: '[TouchA]',
      target: screen.getByRole('button', { name: 'Chiudi' }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).toBeNull());
    expect(screen.getByRole('button', { name: 'Valuta Equilibrio' })).toHaveFocus();
    // …but scrolled up towards 'Invia richiesta', it goes with the page's end, not over the button.
    act(() => report({ isIntersecting: true, intersectionRatio: 0.3 }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Valuta Equilibrio' })).toBeNull(),
    );
  });

  it('keeps what was written when the panel is closed and opened again on the same page', async () => {
    mockApi({ 'GET /v1/nps-scores/me': ask });
    const view = renderRoute(<WidgetOnPage />, { path: '/dashboard/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Valuta Equilibrio' }));
    const panel = await screen.findByRole('dialog', { name: question });
    await userEvent.type(
      within(panel).getByRole('textbox', { name: /Suggerimenti/ }),
      'Più orari serali',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Chiudi il questionario' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Valuta Equilibrio' }));
    const again = await screen.findByRole('dialog', { name: question });
    expect(within(again).getByRole('textbox', { name: /Suggerimenti/ })).toHaveValue(
      'Più orari serali',
    );
    // Another page starts afresh (spec: widgets re-initialised after each navigation), once the
    // family agrees to leave what it wrote.
    await act(() => view.router.navigate('/dashboard/request-list'));
    const leave = await screen.findByRole('dialog', { name: 'Attenzione!' });
    await userEvent.click(within(leave).getByRole('button', { name: 'Si' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Valuta Equilibrio' }));
    const fresh = await screen.findByRole('dialog', { name: question });
    expect(within(fresh).getByRole('textbox', { name: /Suggerimenti/ })).toHaveValue('');
  });

  it('stays a closed, compact button when the family answered in the last 90 days', async () => {
    mockApi({ 'GET /v1/nps-scores/me': quiet });
    renderRoute(<NpsWidget email="anna@example.it" />);
    const toggle = screen.getByRole('button', { name: 'Valuta Equilibrio' });
    await waitFor(() => expect(toggle).toHaveTextContent(''));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Opened all the same, it says the earlier answer is there and the newest counts.
    await userEvent.click(toggle);
    expect(
      await within(await screen.findByRole('dialog', { name: question })).findByText(
        'Hai già risposto l’1 novembre 2026: se rispondi di nuovo, il nuovo voto prende il posto del precedente.',
      ),
    ).toBeVisible();
  });
  it('sends the chosen score with the suggestions and closes on success', async () => {
    let answered = false;
    const calls = mockApi({
      'GET /v1/nps-scores/me': () => (answered ? quiet() : ask()),
      'POST /v1/nps-scores': ({ body }) => {
        answered = true;
        return {
          status: 201,
          body: { ...(body as object), id: 1, timestamp: '2025-01-01T00:00:00.000Z' },
        };
      },
    });
    renderRoute(<NpsWidget email="anna@example.it" />);
    const toggle = screen.getByRole('button', { name: 'Valuta Equilibrio' });
    await userEvent.click(toggle);
    const panel = await screen.findByRole('dialog', { name: question });
    const send = within(panel).getByRole('button', { name: 'Invia' });
    expect(send).toBeDisabled();

    const scale = within(panel).getByRole('radiogroup', { name: question });
    expect(within(scale).getAllByRole('radio')).toHaveLength(11);
    await userEvent.click(within(scale).getByRole('radio', { name: '8 su 10' }));
    expect(within(scale).getByRole('radio', { name: '8 su 10' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(within(scale).getByRole('radio', { name: '9 su 10' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.type(within(panel).getByRole('textbox', { name: /Suggerimenti/ }), 'Ottimo');
    await userEvent.click(send);

    expect(await screen.findByText('Punteggio inviato correttamente!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      id: null,
      score: 9,
      email: 'anna@example.it',
      notes: 'Ottimo',
    });
    expect(new Date((post.body as { timestamp: string }).timestamp).getTime()).not.toBeNaN();
    // Answered: compact and quiet from now on.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Valuta Equilibrio' })).toHaveTextContent(''),
    );
  });

  it('sends one answer for a double tap on Invia', async () => {
    let answer: () => void = () => {};
    const calls = mockApi({
      'GET /v1/nps-scores/me': ask,
      'POST /v1/nps-scores': ({ body }) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              status: 201,
              body: { ...(body as object), id: 1, timestamp: '2025-01-01T00:00:00.000Z' },
            });
        }),
    });
    renderRoute(<NpsWidget email="anna@example.it" />);
    await userEvent.click(screen.getByRole('button', { name: 'Valuta Equilibrio' }));
    const panel = await screen.findByRole('dialog', { name: question });
    await userEvent.click(within(panel).getByRole('radio', { name: '7 su 10' }));
    const send = within(panel).getByRole('button', { name: 'Invia' });
    // Two taps before the page redraws 'Invia' as busy, some milliseconds apart (the time of
    // sending differs between them).
    fireEvent.click(send);
    vi.setSystemTime(Date.now() + 40);
    fireEvent.click(send);
    vi.useRealTimers();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    answer();
    expect(await screen.findByText('Punteggio inviato correttamente!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('keeps the panel open with the inline error and a toast when sending fails', async () => {
    mockApi({
      'GET /v1/nps-scores/me': ask,
      'POST /v1/nps-scores': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      }),
    });
    renderRoute(<NpsWidget email="anna@example.it" />);
    await userEvent.click(screen.getByRole('button', { name: 'Valuta Equilibrio' }));
    const panel = await screen.findByRole('dialog', { name: question });
    await userEvent.click(within(panel).getByRole('radio', { name: '3 su 10' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Invia' }));

    const failure =
      "Attenzione! Errore durante l'invio dei dati del punteggio, riprovare più tardi.";
    await waitFor(() => expect(screen.getAllByText(failure)).toHaveLength(2));
    expect(within(panel).getByText(failure)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: question })).toBeInTheDocument();
  });
});
