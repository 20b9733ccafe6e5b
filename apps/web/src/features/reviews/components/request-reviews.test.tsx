import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { RequestReviews } from './request-reviews';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const martina = {
  docRef: 'cg-martina-rossi',
  name: 'Martina',
  photo: null,
  reviewableFrom: '2026-10-01',
  reviewable: true,
  review: null,
};
const sentReview = {
  id: 7,
  docRef: 'cg-martina-rossi',
  rating: 4,
  comment: 'Brava e puntuale.',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('the family’s reviews on the request page', () => {
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it('asks how it went, refuses no stars, then shows the review waiting for a tutor', async () => {
    const calls = mockApi({
      'GET /v2/requests/12/reviews': () => ({ body: { caregivers: [martina] } }),
      'POST /v2/requests/12/reviews': ({ body }) => ({
        status: 201,
        body: { ...sentReview, ...(body as object), status: 'PENDING', hideReason: null },
      }),
    });
    renderRoute(<RequestReviews requestId={12} />);
    const card = await screen.findByRole('region', { name: 'Com’è andata con Martina?' });
    await userEvent.click(within(card).getByRole('button', { name: 'Invia la recensione' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Scegli da 1 a 5 stelle');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // Keyboard: a star's radio takes Enter (a click lands on its label, as in the journey).
    within(card).getByRole('radio', { name: '4 stelle' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(within(card).getByRole('textbox'), 'Brava e puntuale.');
    await userEvent.click(within(card).getByRole('button', { name: 'Invia la recensione' }));
    const sent = await screen.findByRole('region', { name: 'La tua recensione di Martina' });
    expect(sent).toHaveTextContent('In attesa di verifica');
    // Read first, then published or not: never promised before a tutor read it.
    expect(sent).toHaveTextContent(
      'Un family tutor la leggerà a breve: se possiamo pubblicarla comparirà sul profilo del caregiver, altrimenti ti diremo qui perché.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      docRef: 'cg-martina-rossi',
      rating: 4,
      comment: 'Brava e puntuale.',
    });
  });

  it('asks before leaving with a review written, even beside a reply box (one guard for the page)', async () => {
    mockApi({
      'GET /v2/requests/10/reviews': () => ({ body: { caregivers: [martina] } }),
    });
    const page = (
      <>
        <Link to="/elenco">Elenco richieste</Link>
        {/* Another guarded form on the same page, with nothing typed in it. */}
        <UnsavedChangesGuard when={false} />
        <RequestReviews requestId={10} />
      </>
    );
    renderRoute([
      { path: '/', element: page },
      { path: '/elenco', element: <h1>Elenco</h1> },
    ]);
    const card = await screen.findByRole('region', { name: 'Com’è andata con Martina?' });
    const comment = within(card).getByRole('textbox');
    await userEvent.type(comment, 'Una recensione lunga e pensata.');
    await userEvent.click(screen.getByRole('link', { name: 'Elenco richieste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(comment).toHaveValue('Una recensione lunga e pensata.');

    await userEvent.click(screen.getByRole('link', { name: 'Elenco richieste' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Elenco' })).toBeInTheDocument();
  });

  it('tells kindly why a review was not published', async () => {
    mockApi({
      'GET /v2/requests/12/reviews': () => ({
        body: {
          caregivers: [
            {
              ...martina,
              review: { ...sentReview, status: 'HIDDEN', hideReason: 'Conteneva un recapito.' },
            },
          ],
        },
      }),
    });
    renderRoute(<RequestReviews requestId={12} />);
    const sent = await screen.findByRole('region', { name: 'La tua recensione di Martina' });
    expect(sent).toHaveTextContent('Non pubblicata');
    expect(sent).toHaveTextContent('Questa volta non abbiamo potuto pubblicarla:');
    expect(sent).toHaveTextContent('Conteneva un recapito.');
    expect(within(sent).getByRole('button', { name: 'Modifica' })).toBeVisible();
  });

  it('shows nothing before the caregiver may be reviewed', async () => {
    const calls = mockApi({
      'GET /v2/requests/12/reviews': () => ({
        body: { caregivers: [{ ...martina, reviewable: false }] },
      }),
    });
    renderRoute(<RequestReviews requestId={12} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
