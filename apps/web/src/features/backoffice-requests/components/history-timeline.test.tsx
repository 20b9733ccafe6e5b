import type { RequestNote } from '@equilibrio/contract/backoffice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { italianDateTimeToIso, italianDay } from '@/lib/format-datetime';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { workspaceFixture } from '../testing/fixtures';
import { HistoryTimeline } from './history-timeline';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
afterEach(() => vi.unstubAllGlobals());

const giulia = { uid: 't1', name: 'Giulia', surname: 'Neri', email: 'giulia@example.it' };
const call: RequestNote = {
  id: 7,
  kind: 'call',
  text: 'Sentita la mamma:\npreferisce il pomeriggio',
  author: giulia,
  callBackAt: null,
  createdAt: '2030-01-01T10:00:00.000Z',
};
const { events } = workspaceFixture({
  events: [
    ...workspaceFixture().events,
    {
      id: 2,
      fromStatus: 'NUOVA',
      toStatus: 'DA RICHIAMARE',
      actor: { role: 'tutor', uid: 't1', name: 'Giulia Neri' },
      note: null,
      createdAt: '2030-01-01T11:00:00.000Z',
    },
  ],
});
const history = () => screen.getByRole('region', { name: 'Storico e note' });
const renderHistory = (notes: RequestNote[] = [call]) =>
  renderRoute(
    <HistoryTimeline
      requestId={42}
      events={events}
      notes={notes}
      callee={{ name: 'Paola Verdi', phone: '+39 333 123 4567' }}
    />,
  );

type User = ReturnType<typeof userEvent.setup>;

/** An API that saves a note of request 42 as note 8: its calls. */
const noteApi = () =>
  mockApi({
    'POST /v1/backoffice/requests/42/notes': { status: 201, body: { ...call, id: 8 } },
  });

/** Opens 'Registra chiamata' on a history without notes and says how the call went. */
async function startCall(user: User) {
  renderHistory([]);
  await user.click(within(history()).getByRole('button', { name: 'Registra chiamata' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registra una chiamata' });
  await user.type(within(dialog).getByRole('textbox', { name: /Com’è andata/ }), 'Richiamo');
  return dialog;
}

/** Types tomorrow in Italy as the day to call back, the way the tutor writes it: 'yyyy-mm-dd'. */
async function typeTomorrow(user: User, dialog: HTMLElement) {
  const tomorrow = italianDay(new Date(Date.now() + 86_400_000));
  const [y, m, d] = tomorrow.split('-');
  await user.type(
    within(dialog).getByRole('textbox', { name: /Da richiamare il/ }),
    `${d}/${m}/${y}`,
  );
  return tomorrow;
}

describe('the request’s history and notes', () => {
  it('puts the tutors’ calls among the status changes, in time order, with who and the text', () => {
    mockApi({});
    renderHistory();
    const titles = [...history().querySelectorAll('.mantine-Timeline-itemTitle')].map(
      (t) => t.textContent,
    );
    expect(titles).toEqual(['Nuova', 'Chiamata', 'Nuova → Da richiamare']);
    const logged = history().querySelectorAll('.mantine-Timeline-item')[1]!;
    expect(logged).toHaveTextContent('Giulia Neri');
    expect(logged).toHaveTextContent('Sentita la mamma: preferisce il pomeriggio');
  });

  it('says an activity the back office recorded in its one line, with who and when', () => {
    mockApi({});
    renderHistory([
      {
        ...call,
        id: 9,
        kind: 'activity',
        text: 'Colloquio spostato al 4 dic 2030, 17:30 (prima: 3 dic 2030, 10:00)',
        createdAt: '2030-01-01T12:00:00.000Z',
      },
    ]);
    const titles = [...history().querySelectorAll('.mantine-Timeline-itemTitle')].map(
      (t) => t.textContent,
    );
    expect(titles.at(-1)).toBe(
      'Colloquio spostato al 4 dic 2030, 17:30 (prima: 3 dic 2030, 10:00)',
    );
    const item = history().querySelectorAll('.mantine-Timeline-item')[2]!;
    expect(item).toHaveTextContent('Giulia Neri');
    // Said once, not again under the title; no button writes one.
    expect(within(history()).getAllByText(/Colloquio spostato/)).toHaveLength(1);
    expect(
      within(history())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Registra chiamata', 'Aggiungi nota']);
  });

  it('says the family’s edit of the request as the customer’s, like their status changes', () => {
    mockApi({});
    const paola = { uid: 'c1', name: 'Paola', surname: 'Verdi', email: 'paola@example.it' };
    const edited: RequestNote = {
      ...call,
      id: 10,
      kind: 'activity',
      text: 'Richiesta modificata dalla famiglia: giorni, fasce orarie, messaggio',
      author: paola,
      createdAt: '2030-01-01T12:00:00.000Z',
    };
    renderRoute(
      <HistoryTimeline requestId={42} events={events} notes={[call, edited]} customerUid="c1" />,
    );
    const items = history().querySelectorAll('.mantine-Timeline-item');
    const item = items[items.length - 1]!;
    expect(item.querySelector('.mantine-Timeline-itemTitle')).toHaveTextContent(
      'Richiesta modificata dalla famiglia: giorni, fasce orarie, messaggio',
    );
    expect(item).toHaveTextContent('Famiglia (Paola Verdi)');
    // A tutor's entry keeps the tutor's name alone.
    expect(items[1]).toHaveTextContent('Giulia Neri');
    expect(items[1]).not.toHaveTextContent('Famiglia');
  });

  it('logs a call: the text goes to the API, the dialog closes with a toast', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /v1/backoffice/requests/42/notes': {
        status: 201,
        body: { ...call, id: 8, text: 'Non risponde, riprovo domani' },
      },
    });
    renderHistory([]);
    await user.click(within(history()).getByRole('button', { name: 'Registra chiamata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registra una chiamata' });
    expect(dialog).toHaveTextContent('ma è nella copia dei suoi dati se la chiede');
    // The family's card is under the dialog: who and the number to dial are in it.
    expect(dialog).toHaveTextContent('Con Paola Verdi · +39 333 123 4567');
    expect(within(dialog).getByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute(
      'href',
      'tel:+393331234567',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Com’è andata la chiamata/ }),
      'Non risponde, riprovo domani',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Chiamata registrata')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'call',
      text: 'Non risponde, riprovo domani',
      callBackAt: null,
    });
  });

  it('says when a call agreed to call back, and sends the day and hour asked for', async () => {
    const user = userEvent.setup();
    const calls = noteApi();
    renderHistory([{ ...call, callBackAt: '2030-01-02T14:30:00.000Z' }]);
    expect(history().querySelectorAll('.mantine-Timeline-item')[1]).toHaveTextContent(
      'Richiamata concordata: 2 gen 2030, 15:30',
    );

    await user.click(within(history()).getByRole('button', { name: 'Registra chiamata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registra una chiamata' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Com’è andata la chiamata/ }),
      'È al lavoro, richiamare domani',
    );
    // Tomorrow in Italy, typed as the tutor writes it.
    const tomorrow = await typeTomorrow(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Indica l’ora (es. 15:30)')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Alle/), '15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'call',
      text: 'È al lavoro, richiamare domani',
      callBackAt: italianDateTimeToIso(tomorrow, '15:30'),
    });
  });

  it('never saves a call without the call-back typed in part, or typed without its day', async () => {
    const user = userEvent.setup();
    const calls = noteApi();
    const dialog = await startCall(user);
    const time = within(dialog).getByLabelText(/Alle/);
    // An hour without its minutes (a browser's time input counted such a time as none).
    await user.type(time, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Ora incompleta: scrivila come 15:30')).toBeVisible();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Indica il giorno')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // A whole time, still without its day: refused under the day.
    await user.type(time, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(within(dialog).queryByText(/Ora incompleta/)).toBeNull());
    expect(within(dialog).getByText('Indica il giorno')).toBeVisible();
    expect(time).toHaveValue('15:30');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a call-back hour typed in part beside its day, saying how to write it', async () => {
    const user = userEvent.setup();
    const calls = noteApi();
    const dialog = await startCall(user);
    await typeTomorrow(user, dialog);
    const time = within(dialog).getByLabelText(/Alle/);
    await user.type(time, '9:3');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findAllByText('Ora incompleta: scrivila come 15:30')).toHaveLength(
      1,
    );
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Indica l’ora (es. 15:30)')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('goes from a typed call-back day to its hour with Tab, past the day’s ×', async () => {
    const user = userEvent.setup();
    const calls = noteApi();
    const dialog = await startCall(user);
    const tomorrow = await typeTomorrow(user, dialog);
    // The × that empties the day is there for the mouse, not in the way of the keyboard.
    expect(within(dialog).getByRole('button', { name: 'Cancella la data' })).toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByLabelText(/Alle/)).toHaveFocus();
    await user.keyboard('15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      callBackAt: italianDateTimeToIso(tomorrow, '15:30'),
    });
  });

  it('shows the API’s refusal of the call-back under its day', async () => {
    const user = userEvent.setup();
    const message = 'Scegli un momento futuro per richiamare';
    mockApi({
      'POST /v1/backoffice/requests/42/notes': {
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message, fields: { 'body.callBackAt': message } },
        },
      },
    });
    const dialog = await startCall(user);
    await typeTomorrow(user, dialog);
    const day = within(dialog).getByRole('textbox', { name: /Da richiamare il/ });
    await user.type(within(dialog).getByLabelText(/Alle/), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(day).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a written note when saving fails, says why, and asks before throwing it away', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /v1/backoffice/requests/42/notes': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Richiesta non trovata.' } },
      },
    });
    renderHistory([]);
    await user.click(within(history()).getByRole('button', { name: 'Aggiungi nota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi una nota' });
    const text = within(dialog).getByRole('textbox', { name: /Nota/ });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Questo campo è obbligatorio')).toBeVisible();

    await user.type(text, 'Chiede una babysitter che parli inglese');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Richiesta non trovata.')).toBeVisible();
    expect(text).toHaveValue('Chiede una babysitter che parli inglese');

    for (const leave of [
      () => user.keyboard('{Escape}'),
      () => user.click(within(dialog).getByRole('button', { name: 'Annulla' })),
    ]) {
      await leave();
      const question = await screen.findByRole('dialog', { name: 'Attenzione!' });
      await user.click(within(question).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
      expect(text).toHaveValue('Chiede una babysitter che parli inglese');
    }
    expect(screen.getByRole('dialog', { name: 'Aggiungi una nota' })).toBeInTheDocument();

    // Escape on the question answers it 'No' and asks nothing more, whoever asked it.
    for (const leave of [
      () => user.keyboard('{Escape}'),
      () => user.click(within(dialog).getByRole('button', { name: 'Annulla' })),
    ]) {
      await leave();
      await screen.findByRole('dialog', { name: 'Attenzione!' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Aggiungi una nota' })).toBeInTheDocument();
      expect(text).toHaveValue('Chiede una babysitter che parli inglese');
    }
  });
});
