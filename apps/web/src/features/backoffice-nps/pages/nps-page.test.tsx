import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { NpsPage } from './nps-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const report = (counts: number[], suggestions = pageOf<unknown>([])) => {
  const total = counts.reduce((a, b) => a + b, 0);
  return {
    from: '2026-09-01',
    to: '2026-11-30',
    total,
    promoters: counts[9]! + counts[10]!,
    passives: counts[7]! + counts[8]!,
    detractors: counts.slice(0, 7).reduce((a, b) => a + b, 0),
    nps: null,
    distribution: counts.map((count, score) => ({ score, count })),
    suggestions,
  };
};

/** A family's suggestion, as the report lists it. */
const suggestion = {
  id: 1,
  score: 9,
  notes: 'Più disponibilità il sabato',
  email: null,
  customer: { uid: 'c1', name: 'Giulia', surname: 'Bianchi', email: null },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the NPS page', () => {
  it('leads from a suggestion to its family’s requests', async () => {
    mockApi({
      'GET /v1/backoffice/nps': {
        body: report(
          Array(11).fill(1),
          pageOf([
            { ...suggestion, customer: { ...suggestion.customer, email: 'giulia@example.it' } },
            {
              ...suggestion,
              id: 2,
              notes: 'Tutto bene',
              customer: { uid: 'c2', name: null, surname: null, email: null },
            },
          ]),
        ),
      },
    });
    renderRoute(<NpsPage />);
    const link = await screen.findByRole('link', { name: 'Giulia Bianchi' });
    expect(link).toHaveAttribute('href', '/backoffice/requests?q=giulia%40example.it');
    // Without an address (an erased account), the name alone.
    expect(screen.getByText(/^Famiglia ·/)).toBeVisible();
  });

  it('says a period has no votes instead of drawing eleven empty bars', async () => {
    mockApi({ 'GET /v1/backoffice/nps': { body: report(Array(11).fill(0)) } });
    renderRoute(<NpsPage />);
    expect(
      await screen.findByText('Nessun voto nel periodo: prova un periodo più lungo.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Distribuzione dei voti' })).toBeVisible();
  });

  it('suggests no longer period when the longest is shown', async () => {
    mockApi({ 'GET /v1/backoffice/nps': { body: report(Array(11).fill(0)) } });
    renderRoute(<NpsPage />, { path: '/?period=365' });
    expect(await screen.findByText('Nessun voto nel periodo.')).toBeVisible();
    expect(screen.queryByText(/prova un periodo più lungo/)).toBeNull();
  });

  it('opens another page of suggestions at their panel, not at the top of the page', async () => {
    mockApi({
      'GET /v1/backoffice/nps': {
        body: report([0, 0, 0, 0, 0, 0, 0, 0, 0, 45, 0], pageOf([suggestion], { total: 45 })),
      },
    });
    const intoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const toTop = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderRoute(<NpsPage />);
    await screen.findByText('Più disponibilità il sabato');
    await userEvent.click(await screen.findByRole('button', { name: 'Pagina 2' }));
    await waitFor(() => expect(intoView).toHaveBeenCalled());
    expect(intoView.mock.contexts.at(-1)).toBe(
      screen.getByRole('region', { name: /^Suggerimenti/ }),
    );
    expect(toTop).not.toHaveBeenCalled();
    intoView.mockRestore();
    toTop.mockRestore();
  });

  it('says a page of suggestions past the end is gone, under their count, and leads to the last', async () => {
    const calls = mockApi({
      'GET /v1/backoffice/nps': (call) => {
        const page = Number(call.query.get('page') ?? '0');
        const content = page === 0 ? [suggestion] : [];
        return {
          body: report(
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 0],
            pageOf(content, { page, total: 12, size: 20 }),
          ),
        };
      },
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoute(<NpsPage />, { path: '/?page=5' });
    expect(await screen.findByText(/Questa pagina dell’elenco non c’è più/)).toBeVisible();
    expect(screen.queryByText('Nessun suggerimento nel periodo.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Vai all’ultima pagina' }));
    expect(await screen.findByText('Più disponibilità il sabato')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(calls.at(-1)?.query.get('page')).toBe('0');
  });
});
