import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { ServiceForm } from './service-form';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

describe('the service form', () => {
  it('says every missing field at the first try', async () => {
    const onSubmit = vi.fn(async () => {});
    renderRoute(<ServiceForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Crea servizio' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
