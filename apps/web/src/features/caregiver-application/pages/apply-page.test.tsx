import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { applyTexts } from '../messages';
import { ApplyPage } from './apply-page';

describe("'Lavora con noi'", () => {
  it('lets each part of the form be as narrow as the phone, never wider than the page', () => {
    mockApi({});
    renderRoute(<ApplyPage />, { path: '/lavora-con-noi' });
    const parts = [
      'Chi sei',
      'Dove lavori',
      'Cosa sai fare',
      'Quando sei disponibile',
      'Foto e CV',
    ].map((name) => screen.getByRole('group', { name }));
    // A fieldset is as wide as its content by default: the availability grid made the page
    // scroll sideways at 320px (jsdom lays nothing out; seen in a real browser).
    for (const part of parts) expect(part).toHaveStyle({ minWidth: '0' });
  });

  it('keeps why a CV was refused when the form is sent, until another file is chosen', async () => {
    mockApi({});
    renderRoute(<ApplyPage />, { path: '/lavora-con-noi' });
    const [, cvInput] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'cv-marta.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(cvInput!, big);
    const tooLarge = 'Il file supera la dimensione massima di 5 MB.';
    expect(await screen.findByText(tooLarge)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invia la candidatura' }));
    // The reason stays: «Carica il tuo CV in PDF» would leave her wondering why hers was not taken.
    expect(await screen.findByText('Carica una tua foto (JPEG o PNG)')).toBeInTheDocument();
    expect(screen.getByText(tooLarge)).toBeInTheDocument();
    expect(screen.queryByText('Carica il tuo CV in PDF')).toBeNull();
  });

  it('tells, once sent, how soon we answer', () => {
    expect(applyTexts.sentBody('marta@example.it')).toBe(
      'Ti abbiamo scritto a marta@example.it per confermartelo. Un family tutor leggerà il tuo profilo e ti risponderemo in ogni caso via email. Di solito rispondiamo entro 5 giorni lavorativi.',
    );
  });
});
