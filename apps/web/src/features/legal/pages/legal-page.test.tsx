import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { LegalPage } from './legal-page';

const privacy = {
  id: 'privacy',
  title: 'Informativa sul trattamento dei dati personali',
  version: '1.0',
  updatedOn: '2026-11-22',
  contentHash: 'a'.repeat(64),
  blocks: [
    { type: 'heading', level: 2, content: [{ text: '1. Chi è il titolare' }] },
    {
      type: 'paragraph',
      content: [
        { text: 'Il titolare è ' },
        { text: '«DA COMPLETARE»', bold: true },
        { text: '. <script>alert(1)</script> ' },
        { text: 'Garante', href: 'https://www.garanteprivacy.it' },
      ],
    },
    { type: 'list', ordered: false, items: [[{ text: 'accesso' }], [{ text: 'cancellazione' }]] },
  ],
};

describe('legal pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the text with its version and date, links safe, markup as plain text', async () => {
    mockApi({ 'GET /v1/legal/privacy': { body: privacy } });
    const { container } = renderRoute(<LegalPage id="privacy" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Informativa sul trattamento dei dati personali',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Versione 1.0 · aggiornata il 22 novembre 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '1. Chi è il titolare' }),
    ).toBeInTheDocument();
    expect(screen.getByText('«DA COMPLETARE»').tagName).toBe('STRONG');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const garante = screen.getByRole('link', { name: 'Garante' });
    expect(garante).toHaveAttribute('href', 'https://www.garanteprivacy.it');
    expect(garante).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // The logo and the other text's link are the page's top (a landmark, as the text's main is).
    const top = screen.getByRole('banner');
    expect(within(top).getByRole('link', { name: 'Termini e condizioni' })).toHaveAttribute(
      'href',
      '/termini',
    );
  });

  it('says so when the text cannot be loaded', async () => {
    mockApi({
      'GET /v1/legal/terms': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
      },
    });
    renderRoute(<LegalPage id="terms" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare il documento in questo momento. Riprova tra poco.',
    );
    expect(screen.getByRole('heading', { name: 'Termini e condizioni' })).toBeInTheDocument();
  });
});
