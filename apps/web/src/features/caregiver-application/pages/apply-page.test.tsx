import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { ApplyPage } from './apply-page';

describe("'Lavora con noi'", () => {
  it('lets each part of the form be as narrow as the phone, never wider than the page', () => {
    mockApi({});
    renderRoute(<ApplyPage />, { path: '/lavora-con-noi' });
    const parts = [
      'Chi sei',
      'Dove lavori',
      'Cosa sai fare',
      'Quando sei disponibile',
      'Foto e CV',
    ].map((name) => screen.getByRole('group', { name }));
    // A fieldset is as wide as its content by default: the availability grid made the page
    // scroll sideways at 320px (jsdom lays nothing out; seen in a real browser).
    for (const part of parts) expect(part).toHaveStyle({ minWidth: '0' });
  });
});
