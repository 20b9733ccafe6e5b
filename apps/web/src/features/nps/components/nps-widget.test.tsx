import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { NpsWidget } from './nps-widget';

const question = 'Quanto consiglieresti Equilibrio a un amico o a un collega?';

describe('NPS widget', () => {
  it('sends the chosen score with the suggestions and closes on success', async () => {
    const calls = mockApi({
      'POST /v1/nps-scores': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 1, timestamp: '2025-01-01T00:00:00.000Z' },
      }),
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
    expect(calls[0]!.body).toMatchObject({
      id: null,
      score: 9,
      email: 'anna@example.it',
      notes: 'Ottimo',
    });
    expect(new Date((calls[0]!.body as { timestamp: string }).timestamp).getTime()).not.toBeNaN();
  });

  it('keeps the panel open with the inline error and a toast when sending fails', async () => {
    mockApi({
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
