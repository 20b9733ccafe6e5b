import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { overlaysMounted } from './overlays-ready';

const people = ['Martina Rossi', 'Giulia Bianchi', 'Sara Verdi'];

/** A directory whose rows are drawn once its list has loaded, as the back office's are. */
function Directory({ delay = 50 }: { delay?: number }) {
  const [loaded, setLoaded] = useState(delay === 0);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return (
    <main id="contenuto" tabIndex={-1}>
      <h1>Caregiver</h1>
      <button type="button">Nuovo caregiver</button>
      {loaded ? (
        <ul>
          {people.map((name, index) => (
            <li key={name}>
              <Link to={`/caregivers/${index}`}>{name}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Caricamento…</p>
      )}
    </main>
  );
}

const routes = (delay?: number) => [
  { path: '/caregivers', element: <Directory delay={delay} /> },
  {
    path: '/caregivers/:id',
    element: (
      <main id="contenuto" tabIndex={-1}>
        <h1>Profilo</h1>
        <button type="button">Salva modifiche</button>
      </main>
    ),
  },
];

async function openSecondRow(delay?: number) {
  const { router } = renderRoute(routes(delay), { path: '/caregivers', browserHistory: true });
  await overlaysMounted();
  const row = await screen.findByRole('link', { name: 'Giulia Bianchi' });
  row.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Profilo' })).toBeInTheDocument();
  return router;
}

describe('back to a list', () => {
  it('gives the keyboard back to the row it opened, once the list has drawn it', async () => {
    const router = await openSecondRow();
    screen.getByRole('button', { name: 'Salva modifiche' }).focus();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Giulia Bianchi' })).toHaveFocus());
    // The next Tab goes on from there: the third row, not the page's first button.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Sara Verdi' })).toHaveFocus();
  });

  it('gives it back as well when the page is drawn already as the history comes back to it', async () => {
    // The browser's router may draw the page in its own handler of the same popstate event.
    renderRoute(routes(0), { path: '/caregivers', browserHistory: true });
    await overlaysMounted();
    screen.getByRole('link', { name: 'Giulia Bianchi' }).focus();
    window.history.pushState({ idx: 1, key: 'profilo' }, '', '/caregivers');
    screen.getByRole('main').focus();
    window.history.back();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Giulia Bianchi' })).toHaveFocus());
  });

  it('leaves the focus alone when the row was opened by a click elsewhere than its link', async () => {
    const { router } = renderRoute(routes(), { path: '/caregivers', browserHistory: true });
    await overlaysMounted();
    (await screen.findByRole('link', { name: 'Giulia Bianchi' })).focus();
    await userEvent.click(screen.getByRole('heading', { name: 'Caregiver' }));
    await router.navigate('/caregivers/2');
    await screen.findByRole('heading', { name: 'Profilo' });
    await router.navigate(-1);
    await screen.findByRole('link', { name: 'Sara Verdi' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByRole('link', { name: 'Giulia Bianchi' })).not.toHaveFocus();
  });

  it('gives it back to the row clicked, even where a click does not focus a link (Safari)', async () => {
    const { router } = renderRoute(routes(0), { path: '/caregivers', browserHistory: true });
    await overlaysMounted();
    // The keyboard was on the first row; then the second one is clicked, its link not focused.
    screen.getByRole('link', { name: 'Martina Rossi' }).focus();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Giulia Bianchi' }));
    await router.navigate('/caregivers/1');
    await screen.findByRole('heading', { name: 'Profilo' });
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Giulia Bianchi' })).toHaveFocus());
  });

  it('gives nothing back once the person has clicked elsewhere while the list loads', async () => {
    const router = await openSecondRow();
    await router.navigate(-1);
    fireEvent.pointerDown(await screen.findByRole('heading', { name: 'Caregiver' }));
    await screen.findByRole('link', { name: 'Sara Verdi' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByRole('link', { name: 'Giulia Bianchi' })).not.toHaveFocus();
  });

  it('never takes the focus from where the keyboard went on its own meanwhile', async () => {
    const router = await openSecondRow();
    await router.navigate(-1);
    // Before the rows are drawn, the tutor has already moved on.
    (await screen.findByRole('button', { name: 'Nuovo caregiver' })).focus();
    await screen.findByRole('link', { name: 'Sara Verdi' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByRole('button', { name: 'Nuovo caregiver' })).toHaveFocus();
  });
});
