import type { BackofficeAssistance } from '@equilibrio/contract/backoffice';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { AssistanceMessage } from './assistance-message';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const message: BackofficeAssistance = {
  id: 5,
  requestId: null,
  type: 'GENERIC',
  message: 'Preferisco essere chiamata dopo le 18',
  createdAt: '2030-01-01T09:00:00.000Z',
  handledAt: null,
  customer: {
    uid: 'c1',
    name: 'Giulia',
    surname: 'Bianchi',
    email: 'giulia@example.it',
    phone: '+39 333 123 4567',
  },
  handledBy: null,
} as BackofficeAssistance;

describe('a family’s message in the assistance inbox', () => {
  it('gives the family’s phone to call and its email, a tap away', () => {
    renderRoute(<AssistanceMessage message={message} showCustomer />);
    expect(screen.getByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute(
      'href',
      'tel:+393331234567',
    );
    expect(screen.getByRole('link', { name: 'giulia@example.it' })).toHaveAttribute(
      'href',
      'mailto:giulia@example.it',
    );
  });
});
