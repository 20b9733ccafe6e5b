import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render';
import { useListReturn } from './list-return';
import { usePages } from './use-pages';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** A list paged as the back office's are, each row opening its page. */
function List() {
  usePages();
  return <Link to="/backoffice/caregivers/cg-rosa">Rosa Conti</Link>;
}

/** A page opened from it: '← Caregiver'. */
function Profile() {
  return <Link to={useListReturn('/backoffice/caregivers')}>← Caregiver</Link>;
}

describe('the way back to a list', () => {
  it('leads to the list as its reader left it, filters and page, and to nobody else', async () => {
    signInAs({ uid: 'tutor-a' });
    const { router } = renderRoute(
      [
        { path: '/backoffice/caregivers', element: <List /> },
        { path: '/backoffice/caregivers/:docRef', element: <Profile /> },
      ],
      { path: '/backoffice/caregivers?type=badante&q=ros&page=2' },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Rosa Conti' }));
    expect(await screen.findByRole('link', { name: '← Caregiver' })).toHaveAttribute(
      'href',
      '/backoffice/caregivers?type=badante&q=ros&page=2',
    );

    // Another person signed in on the same tab: the bare list (the search may name someone).
    act(() => signInAs({ uid: 'tutor-b' }));
    expect(screen.getByRole('link', { name: '← Caregiver' })).toHaveAttribute(
      'href',
      '/backoffice/caregivers',
    );
    await router.navigate('/backoffice/caregivers');
    await userEvent.click(await screen.findByRole('link', { name: 'Rosa Conti' }));
    expect(await screen.findByRole('link', { name: '← Caregiver' })).toHaveAttribute(
      'href',
      '/backoffice/caregivers',
    );
  });
});
