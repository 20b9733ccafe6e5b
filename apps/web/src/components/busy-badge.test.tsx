import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { BusyBadge } from './busy-badge';

describe('BusyBadge', () => {
  it('names the open requests that already chose the caregiver, and says why on hover', async () => {
    renderRoute(<BusyBadge requestIds={[12, 15]} />);
    const badge = await screen.findByText('Scelto su #12, #15');
    expect(badge.closest('[title]')).toHaveAttribute(
      'title',
      'Scelto dalle famiglie di più richieste aperte, che hanno già pagato o devono ancora pagare',
    );
  });

  it('says the one request that chose them', async () => {
    renderRoute(<BusyBadge requestIds={[7]} />);
    const badge = await screen.findByText('Scelto su #7');
    expect(badge.closest('[title]')).toHaveAttribute(
      'title',
      'Scelto dalla famiglia di una richiesta aperta, che ha già pagato o deve ancora pagare',
    );
  });

  it('shows nothing for a caregiver free of other requests', async () => {
    renderRoute(
      <>
        <p>Rubrica</p>
        <BusyBadge requestIds={[]} />
        <BusyBadge requestIds={undefined} />
      </>,
    );
    await screen.findByText('Rubrica');
    expect(screen.queryByText(/Scelto su/)).toBeNull();
  });
});
