import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { type ApiCall, mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { familyMessage, thread, tutorReply } from '../testing/fixtures';
import { RequestConversation } from './request-conversation';

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');
const send = () => userEvent.click(screen.getByRole('button', { name: 'Invia' }));

/** An empty thread whose send the API holds until `answer()`, then answers with `message`. */
function mockHeldSend(message: string) {
  let answer: () => void = () => {};
  const calls = mockApi({
    'GET /v2/requests/7/messages': { body: thread([]) },
    'POST /v2/requests/7/messages': () =>
      new Promise((resolve) => {
        answer = () =>
          resolve({ status: 201, body: thread([{ ...familyMessage, message, readAt: null }]) });
      }),
  });
  return { calls, answer: () => answer() };
}

describe('the request page’s conversation with the family tutor', () => {
  it('says what a segnalazione asked, beside the family’s words', async () => {
    mockApi({
      'GET /v2/requests/7/messages': {
        body: thread([
          { ...familyMessage, type: 'INTERVIEW_CHANGE', message: 'Giovedì dopo le 18' },
          tutorReply,
        ]),
      },
      'POST /v2/requests/7/messages/read': { status: 204 },
    });
    renderRoute(<RequestConversation requestId={7} />);
    const list = await screen.findByRole('list', { name: 'Messaggi' });
    const [asked, reply] = within(list).getAllByRole('listitem');
    expect(asked).toHaveTextContent('Spostamento colloquio');
    expect(asked).toHaveTextContent('Giovedì dopo le 18');
    // An ordinary message carries no such label.
    expect(reply).not.toHaveTextContent('Spostamento colloquio');
    expect(reply).not.toHaveTextContent('Assistenza');
  });

  it('shows the thread with the tutor named, the reply time, and reads the new reply', async () => {
    const calls = mockApi({
      'GET /v2/requests/7/messages': { body: thread([familyMessage, tutorReply], 1) },
      'POST /v2/requests/7/messages/read': { status: 204 },
    });
    renderRoute(<RequestConversation requestId={7} />);
    const list = await screen.findByRole('list', { name: 'Messaggi' });
    // A log: a reply arriving by live update is read out by a screen reader.
    expect(list.closest('[role="log"]')).toHaveAttribute('aria-relevant', 'additions');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Tu');
    expect(items[0]).toHaveTextContent('Quando arriva la tata?');
    expect(items[0]).toHaveTextContent('Letto');
    expect(items[1]).toHaveTextContent('Giulia · Family tutor');
    expect(items[1]).toHaveTextContent('26 nov 2026, 11:15');
    expect(
      within(items[1]!).getByRole('button', { name: 'Scarica l’allegato contratto.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Di solito rispondiamo entro 4 ore lavorative.')).toBeInTheDocument();
    // Read even if the family leaves at once: the call outlives the page (keepalive).
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.method === 'POST' && c.url.endsWith('/messages/read') && c.keepalive === true,
        ),
      ).toBe(true),
    );
  });

  it('sends a reply as a form and shows the thread the API answers', async () => {
    const calls = mockApi({
      'GET /v2/requests/7/messages': { body: thread([]) },
      'POST /v2/requests/7/messages': {
        status: 201,
        body: thread([{ ...familyMessage, message: 'Grazie!', readAt: null }]),
      },
    });
    renderRoute(<RequestConversation requestId={7} />);
    expect(await screen.findByText(/Nessun messaggio per ora/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Messaggio' }), '  Grazie!  ');
    await send();
    expect(await screen.findByText('Messaggio inviato')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('message')).toBe('Grazie!');
    expect((sent.body as FormData).get('file')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Messaggi' })).getByText('Grazie!'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('');
  });

  it('sends a message marked urgent as such, says the tutor was alerted, and unticks the box', async () => {
    const calls = mockApi({
      'GET /v2/requests/7/messages': { body: { ...thread([]), urgentPhone: '02 1234 5678' } },
      'POST /v2/requests/7/messages': {
        status: 201,
        body: {
          ...thread([
            { ...familyMessage, message: 'La babysitter non è venuta', urgent: true, readAt: null },
          ]),
          urgentPhone: '02 1234 5678',
        },
      },
    });
    renderRoute(<RequestConversation requestId={7} />);
    const call = await screen.findByRole('link', { name: '02 1234 5678' });
    expect(call).toHaveAttribute('href', 'tel:0212345678');
    expect(screen.getByTestId('urgent-phone')).toHaveTextContent(
      'Per un’urgenza chiama il 02 1234 5678',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Messaggio' }),
      'La babysitter non è venuta',
    );
    const urgent = screen.getByRole('checkbox', {
      name: 'È urgente (per esempio il caregiver non si è presentato)',
    });
    await userEvent.click(urgent);
    await send();
    expect(
      await screen.findByText(
        'Messaggio urgente inviato: abbiamo avvisato subito il family tutor. Se ti serve aiuto subito, chiama il 02 1234 5678.',
      ),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent.get('message')).toBe('La babysitter non è venuta');
    expect(sent.get('urgent')).toBe('true');
    expect(urgent).not.toBeChecked();
    // The family's own message says it went as urgent.
    const own = screen.getByText('La babysitter non è venuta').closest('li') as HTMLElement;
    expect(within(own).getByText('Urgente')).toBeVisible();

    // The next message, not ticked, is a routine one.
    await userEvent.type(screen.getByRole('textbox', { name: 'Messaggio' }), 'Grazie');
    await send();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect((posts(calls)[1]!.body as FormData).get('urgent')).toBeNull();
  });

  it('shows no number to call when the operator set none', async () => {
    mockApi({ 'GET /v2/requests/7/messages': { body: thread([]) } });
    renderRoute(<RequestConversation requestId={7} />);
    expect(await screen.findByText(/Nessun messaggio per ora/)).toBeInTheDocument();
    expect(screen.queryByTestId('urgent-phone')).toBeNull();
    expect(screen.queryByText(/Per un’urgenza/)).toBeNull();
    // The box to mark a message urgent is there all the same: the tutors are alerted at once.
    expect(screen.getByRole('checkbox', { name: /È urgente/ })).not.toBeChecked();
  });

  it('sends once on a double tap, and an emptied box says nothing of an empty message', async () => {
    const { calls, answer } = mockHeldSend('Grazie!');
    renderRoute(<RequestConversation requestId={7} />);
    const box = await screen.findByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(box, 'Grazie!');
    const button = screen.getByRole('button', { name: 'Invia' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    // While it goes, 'Invia' takes no second tap.
    await userEvent.click(button);
    answer();
    expect(await screen.findByText('Messaggio inviato')).toBeInTheDocument();
    expect(box).toHaveValue('');
    // A tap that lands on the box the send emptied.
    await send();
    expect(posts(calls)).toHaveLength(1);
    expect(screen.queryByText('Scrivi un messaggio prima di inviarlo.')).toBeNull();

    // A file chosen after the send is a new message: 'Invia' says the text it needs.
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(picker, new File(['x'], 'foto.jpg', { type: 'image/jpeg' }));
    await send();
    expect(await screen.findByText('Scrivi un messaggio prima di inviarlo.')).toBeVisible();
    expect(posts(calls)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /Rimuovi/ }));

    // Written and wiped by the family: the box says what it needs.
    await userEvent.type(box, 'a');
    await userEvent.clear(box);
    await send();
    expect(await screen.findByText('Scrivi un messaggio prima di inviarlo.')).toBeVisible();
    expect(posts(calls)).toHaveLength(1);
  });

  // On a slow network the send emptied the box of a second sentence written while it went.
  it('keeps what is typed while a message is on its way, for the next one', async () => {
    const { calls, answer } = mockHeldSend('Prima parte.');
    renderRoute(<RequestConversation requestId={7} />);
    const box = await screen.findByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(box, 'Prima parte.');
    await send();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await userEvent.type(box, ' Seconda parte.');
    answer();
    expect(await screen.findByText('Messaggio inviato')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(sent.get('message')).toBe('Prima parte.');
    expect(box).toHaveValue('Seconda parte.');
  });

  // Offline, a send spun with no word (held for the connection) and went later by itself, or
  // never, with the page closed.
  it('offline, tries at once and says the message did not go, keeping it', async () => {
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    mockApi({
      'GET /v2/requests/7/messages': { body: thread([]) },
      'POST /v2/requests/7/messages': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoute(<RequestConversation requestId={7} />);
    const box = await screen.findByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(box, 'Ci sei?');
    await send();
    expect(
      await screen.findByText('Connessione non disponibile. Controlla la rete e riprova.'),
    ).toBeVisible();
    expect(box).toHaveValue('Ci sei?');
  });

  // The connection's error stayed on screen once it was back, as if sending were still useless.
  it('once the connection is back, says the kept message can go now, and sends it', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => onLine.mockRestore());
    let reachable = false;
    mockApi({
      'GET /v2/requests/7/messages': { body: thread([]) },
      'POST /v2/requests/7/messages': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return {
          status: 201,
          body: thread([{ ...familyMessage, message: 'Ci sei?', readAt: null }]),
        };
      },
    });
    renderRoute(<RequestConversation requestId={7} />);
    const box = await screen.findByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(box, 'Ci sei?');
    await send();
    const lost = 'Connessione non disponibile. Controlla la rete e riprova.';
    expect(await screen.findByText(lost)).toBeVisible();

    onLine.mockReturnValue(true);
    reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(lost)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByText('La connessione è tornata: puoi inviare di nuovo il messaggio.'),
    ).toHaveAttribute('role', 'status');
    expect(box).toHaveValue('Ci sei?');

    await send();
    expect(await screen.findByText('Messaggio inviato')).toBeInTheDocument();
    expect(screen.queryByText(/La connessione è tornata/)).toBeNull();
  });

  it('asks before leaving the page with a message half written, and not once it is sent', async () => {
    mockApi({
      'GET /v2/requests/7/messages': { body: thread([]) },
      'POST /v2/requests/7/messages': {
        status: 201,
        body: thread([{ ...familyMessage, message: 'Arrivo alle 9', readAt: null }]),
      },
    });
    const page = (
      <>
        <Link to="/altrove">Richieste</Link>
        <RequestConversation requestId={7} />
      </>
    );
    renderRoute([
      { path: '/', element: page },
      { path: '/altrove', element: <h1>Altrove</h1> },
    ]);
    const message = await screen.findByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(message, 'Arrivo alle 9');
    await userEvent.click(screen.getByRole('link', { name: 'Richieste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(message).toHaveValue('Arrivo alle 9');

    await send();
    expect(await screen.findByText('Messaggio inviato')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Richieste' }));
    expect(await screen.findByRole('heading', { name: 'Altrove' })).toBeInTheDocument();
  });

  it('says what is wrong with an empty message or a refused file, sending nothing', async () => {
    const calls = mockApi({
      'GET /v2/requests/7/messages': { body: thread([]) },
      'POST /v2/requests/7/messages': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Formato non supportato: carica un file PDF, JPEG o PNG.',
            fields: { file: 'Formato non supportato: carica un file PDF, JPEG o PNG.' },
          },
        },
      },
    });
    renderRoute(<RequestConversation requestId={7} />);
    await screen.findByText(/Nessun messaggio per ora/);
    await send();
    expect(await screen.findByText('Scrivi un messaggio prima di inviarlo.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    // A file named .png whose content is not an image: the server's check is shown.
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<html>'], 'foto.png', { type: 'image/png' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Messaggio' }), 'Ecco la foto');
    await send();
    expect(
      await screen.findByText('Formato non supportato: carica un file PDF, JPEG o PNG.'),
    ).toBeInTheDocument();
    // The text stays, to try again.
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('Ecco la foto');
  });

  it('refuses a file over 5 MB before sending', async () => {
    mockApi({ 'GET /v2/requests/7/messages': { body: thread([]) } });
    renderRoute(<RequestConversation requestId={7} />);
    await screen.findByText(/Nessun messaggio per ora/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scansione.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, big);
    expect(
      await screen.findByText('Il file supera la dimensione massima di 5 MB.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).toBeNull();
  });
});

describe('the urgent box’s example', () => {
  it.each([
    ['INVIATO PREVENTIVO', 'È urgente'],
    ['SELEZIONE ATTIVA', 'È urgente'],
    ['COLLOQUIO PRENOTATO', 'È urgente (per esempio il caregiver non si è presentato)'],
    ['SELEZIONE COMPLETATA', 'È urgente (per esempio il caregiver non si è presentato)'],
  ] as const)(
    'in %s says “%s”: a caregiver who did not come, only once one is expected',
    async (status, label) => {
      mockApi({ 'GET /v2/requests/7/messages': { body: thread([]) } });
      renderRoute(<RequestConversation requestId={7} status={status} />);
      expect(await screen.findByRole('checkbox', { name: label })).toBeVisible();
    },
  );
  it.each([["NON PIU' INTERESSATO"], ['NON RISPONDE']] as const)(
    'in %s (closed) offers no urgent box nor urgent number: questions only',
    async (status) => {
      mockApi({
        'GET /v2/requests/7/messages': { body: { ...thread([]), urgentPhone: '02 1234 5678' } },
      });
      renderRoute(<RequestConversation requestId={7} status={status} />);
      expect(await screen.findByText(/Nessun messaggio per ora/)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Messaggio' })).toBeVisible();
      expect(screen.queryByRole('checkbox', { name: /È urgente/ })).toBeNull();
      expect(screen.queryByText(/Per un’urgenza/)).toBeNull();
      // Said before the reply time: writing here is still answered.
      expect(screen.getByTestId('reply-time')).toHaveTextContent(
        'La richiesta è chiusa, ma puoi ancora scriverci qui. Di solito rispondiamo entro 4 ore lavorative.',
      );
    },
  );
});
