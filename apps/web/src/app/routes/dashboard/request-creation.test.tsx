import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '@/features/requests/testing/fixtures';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { Component as RequestCreationRoute } from './request-creation';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

describe('the request form with the personal area’s pickers', () => {
  beforeEach(() => signInAs());

  it("'Assistiti' says 'Questo campo è obbligatorio' once visited and left empty, like every field", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v1/dependents': () => ({ body: [] }),
      'GET /v1/user-address': () => ({ body: [] }),
    });
    renderRoute([{ path: '/dashboard/request-creation', element: <RequestCreationRoute /> }], {
      path: '/dashboard/request-creation',
    });
    const dependants = await screen.findByRole('combobox', { name: /Assistiti/ });
    expect(screen.queryByText('Questo campo è obbligatorio')).toBeNull();
    await user.click(dependants);
    await user.tab();
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeVisible();
    expect(dependants).toHaveAttribute('aria-invalid', 'true');
  });
});
