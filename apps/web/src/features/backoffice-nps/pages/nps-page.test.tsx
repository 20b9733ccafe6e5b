import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { NpsPage } from './nps-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const report = (counts: number[]) => {
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
    suggestions: pageOf([]),
  };
};

describe('the NPS page', () => {
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
});
