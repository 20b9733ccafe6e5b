import type { ReplyTemplate } from '@equilibrio/contract/reply-templates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { TutorConversation } from './tutor-conversation';

const thread = { requestId: 7, replyTime: '', urgentPhone: null, unread: 0, messages: [] };
const preventivo: ReplyTemplate = {
  id: 1,
  title: 'Preventivo inviato',
  body: 'Buongiorno {nome}, le ho inviato il preventivo.',
  updatedAt: '2030-01-01T09:00:00.000Z',
  updatedBy: 'Marco Ferri',
};
const richiamo: ReplyTemplate = {
  ...preventivo,
  id: 2,
  title: 'Ricevuto, la richiamo',
  body: 'Grazie {nome}, la richiamo oggi.',
};

function api(templates: ReplyTemplate[] = [preventivo, richiamo]) {
  let list = templates;
  return mockApi({
    'GET /v1/backoffice/requests/7/messages': { body: thread },
    'POST /v1/backoffice/requests/7/messages': { status: 201, body: thread },
    'GET /v1/backoffice/reply-templates': () => ({ body: list }),
    'POST /v1/backoffice/reply-templates': ({ body }) => {
      const created = { ...preventivo, id: 3, ...(body as object), updatedBy: 'Giulia Neri' };
      list = [...list, created];
      return { status: 201, body: created };
    },
    'DELETE /v1/backoffice/reply-templates/:id': ({ path }) => {
      list = list.filter((t) => `/v1/backoffice/reply-templates/${t.id}` !== path);
      return { status: 204 };
    },
  });
}

const box = () => screen.findByRole('textbox', { name: 'Messaggio' });
const openMenu = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Risposte pronte' }));

describe('a tutor’s ready replies (‘Risposte pronte’)', () => {
  it('put the chosen text in the reply box with the family’s name, after what is typed', async () => {
    const calls = api();
    renderRoute(<TutorConversation target={{ requestId: 7 }} familyFirstName="Giulia" />);
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Preventivo inviato/ }));
    expect(await box()).toHaveValue('Buongiorno Giulia, le ho inviato il preventivo.');
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Ricevuto, la richiamo/ }));
    expect(await box()).toHaveValue(
      'Buongiorno Giulia, le ho inviato il preventivo.\n\nGrazie Giulia, la richiamo oggi.',
    );
    expect(await box()).toHaveFocus();
    // Nothing is sent until the tutor sends it.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // (The conversation is empty: the tutor writes first, with 'Invia'.)
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect((calls.find((c) => c.method === 'POST')!.body as FormData).get('message')).toBe(
      'Buongiorno Giulia, le ho inviato il preventivo.\n\nGrazie Giulia, la richiamo oggi.',
    );
  });

  it('reached by Tab from the empty box, leave no «write a message» error over the text chosen', async () => {
    api();
    renderRoute(<TutorConversation target={{ requestId: 7 }} familyFirstName="Giulia" />);
    await userEvent.click(await box());
    await userEvent.tab();
    // Leaving the empty box marks it (the form checks a field once touched)…
    expect(await screen.findByText('Scrivi un messaggio prima di inviarlo.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Risposte pronte' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: /Preventivo inviato/ }));
    // …and the text chosen answers it.
    expect(await box()).toHaveValue('Buongiorno Giulia, le ho inviato il preventivo.');
    await waitFor(() =>
      expect(screen.queryByText('Scrivi un messaggio prima di inviarlo.')).toBeNull(),
    );
    expect(await box()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('without the family’s name, leave no {nome} in the reply', async () => {
    api();
    renderRoute(<TutorConversation target={{ requestId: 7 }} />);
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Preventivo inviato/ }));
    expect(await box()).toHaveValue('Buongiorno, le ho inviato il preventivo.');
  });

  it('open their dialog on ‘Nuova risposta pronta’, and give the keyboard back to the menu’s button', async () => {
    api();
    renderRoute(<TutorConversation target={{ requestId: 7 }} />);
    await openMenu();
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Gestisci le risposte pronte' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Risposte pronte' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Nuova risposta pronta' })).toHaveFocus(),
    );
    // Its form opens on the title: what is typed next goes there.
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Titolo/ })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Risposte pronte' })).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Risposte pronte' })).toHaveFocus(),
    );
  });

  it('are added and removed by the team from the menu’s list', async () => {
    const calls = api([preventivo]);
    renderRoute(<TutorConversation target={{ requestId: 7 }} familyFirstName="Giulia" />);
    await userEvent.type(await box(), 'Bozza della risposta');
    await openMenu();
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Gestisci le risposte pronte' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Risposte pronte' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nuova risposta pronta' }));
    // Both fields are needed, said under each.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findAllByText('Questo campo è obbligatorio')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Titolo/ }), 'A presto');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Testo/ }),
      'A presto, {{nome}!',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('A presto, {nome}!')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'A presto',
      body: 'A presto, {nome}!',
    });

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Elimina «Preventivo inviato»' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Preventivo inviato')).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/v1/backoffice/reply-templates/1',
    ]);
    // Saving a ready reply never sends the reply being written.
    expect(calls.filter((c) => c.path.endsWith('/messages') && c.method === 'POST')).toEqual([]);
    expect(await box()).toHaveValue('Bozza della risposta');
  });
});
