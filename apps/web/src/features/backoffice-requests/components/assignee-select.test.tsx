import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { workspaceFixture } from '../testing/fixtures';
import { AssigneeSelect } from './assignee-select';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const giulia = { uid: 'tutor-giulia', name: 'Giulia', surname: 'Bianchi', email: null };
const marco = { uid: 'tutor-marco', name: 'Marco', surname: 'Verdi', email: null };

describe("the request page's family tutor", () => {
  it('says a request nobody follows is «Non assegnata», as the inbox does, and takes it in one press, the keyboard kept', async () => {
    const calls = mockApi({
      'GET /v1/backoffice/tutors': { body: [giulia, marco] },
      // While the call is on its way the button is disabled: a browser takes the focus off it.
      'PUT /v1/backoffice/requests/42/assignee': () => {
        (document.activeElement as HTMLElement).blur();
        return {};
      },
    });
    renderRoute(
      <AssigneeSelect
        request={workspaceFixture({ id: 42, assignedTutor: null })}
        myUid={marco.uid}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Family tutor' })).toHaveValue('Non assegnata');
    screen.getByRole('button', { name: 'Prendi in carico' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Richiesta assegnata')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ tutorUid: marco.uid });
    // The keyboard is on the list that will name the tutor, not lost with the button.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Family tutor' })).toHaveFocus(),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says beside «Prendi in carico», while nobody follows the request, that working on it takes it too', async () => {
    mockApi({ 'GET /v1/backoffice/tutors': { body: [giulia, marco] } });
    const hint =
      'Oppure registra una chiamata o una nota, o scrivi alla famiglia: la prendi in carico tu.';
    const { unmount } = renderRoute(
      <AssigneeSelect
        request={workspaceFixture({ id: 42, assignedTutor: null })}
        myUid={marco.uid}
      />,
    );
    expect(screen.getByText(hint)).toBeVisible();
    // Read with the button by a screen reader too.
    expect(screen.getByRole('button', { name: 'Prendi in carico' })).toHaveAccessibleDescription(
      hint,
    );
    unmount();
    // A colleague's request (the button takes it from her) and one's own: not said.
    for (const assignedTutor of [giulia, marco]) {
      const { unmount: unmountAgain } = renderRoute(
        <AssigneeSelect request={workspaceFixture({ id: 42, assignedTutor })} myUid={marco.uid} />,
      );
      expect(screen.queryByText(hint)).toBeNull();
      unmountAgain();
    }
  });

  it('asks before the list takes a colleague’s request, then gives it back to nobody', async () => {
    const calls = mockApi({
      'GET /v1/backoffice/tutors': { body: [giulia, marco] },
      'PUT /v1/backoffice/requests/42/assignee': {},
    });
    renderRoute(
      <AssigneeSelect
        request={workspaceFixture({ id: 42, assignedTutor: giulia })}
        myUid={marco.uid}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Family tutor' });
    await waitFor(() => expect(select).toHaveValue('Giulia Bianchi'));
    const chooseNobody = async () => {
      await userEvent.click(select);
      await userEvent.click(await screen.findByRole('option', { name: 'Non assegnata' }));
      return screen.findByRole('dialog', { name: 'Togliere la richiesta a Giulia Bianchi?' });
    };
    // A slip: 'Annulla' leaves it with her.
    const slip = await chooseNobody();
    expect(slip).toHaveTextContent(
      'La segue Giulia Bianchi: resterà senza family tutor, e non la troverà più tra le sue.',
    );
    await userEvent.click(within(slip).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(select).toHaveValue('Giulia Bianchi');

    const meant = await chooseNobody();
    await userEvent.click(within(meant).getByRole('button', { name: 'Togli l’assegnazione' }));
    expect(await screen.findByText('Assegnazione rimossa')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ tutorUid: null });
  });

  it('gives one’s own request back to nobody without asking', async () => {
    const calls = mockApi({
      'GET /v1/backoffice/tutors': { body: [giulia, marco] },
      'PUT /v1/backoffice/requests/42/assignee': {},
    });
    renderRoute(
      <AssigneeSelect
        request={workspaceFixture({ id: 42, assignedTutor: marco })}
        myUid={marco.uid}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Family tutor' });
    await waitFor(() => expect(select).toHaveValue('Marco Verdi'));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Non assegnata' }));
    expect(await screen.findByText('Assegnazione rimossa')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ tutorUid: null });
  });
});
