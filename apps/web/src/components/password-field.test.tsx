import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { PasswordField } from './password-field';

describe('a password field’s show/hide toggle', () => {
  it('is named after its own field: two fields, two different names', async () => {
    renderRoute(
      <>
        <PasswordField label="Password" />
        <PasswordField label="Conferma password" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Mostra password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostra conferma password' }));
    expect(screen.getByRole('button', { name: 'Nascondi conferma password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostra password' })).toBeInTheDocument();
  });
});
