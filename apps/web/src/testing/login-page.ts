import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { routes } from '@/app/router';
import { renderRoute } from './render';

/** Renders the app at the login page (`path`), once its heading is drawn. */
export async function openLogin(path = '/login') {
  const view = renderRoute(routes, { path });
  await screen.findByRole('heading', { name: 'Ti diamo il benvenuto su Equilibrio' });
  return view;
}

/** Types `email` and `password` in the login form and presses 'Accedi'. */
export async function submitLogin(user: UserEvent, email: string, password: string) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}
