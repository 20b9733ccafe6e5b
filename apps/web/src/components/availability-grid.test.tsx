import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { AvailabilityGrid } from './availability-grid';

describe('the availability grid', () => {
  it('reads, when read-only, a tick or nothing in each cell, with nothing to Tab through', async () => {
    renderRoute(
      <>
        <AvailabilityGrid label="Disponibilità" value={['mon-mor', 'sat-eve']} readOnly />
        <button type="button">Accogli</button>
      </>,
    );
    const grid = screen.getByRole('table', { name: 'Disponibilità' });
    expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
    const morning = within(grid).getByRole('row', { name: /^Mattina/ });
    expect(within(morning).getAllByRole('cell')[0]).toHaveTextContent(/^disponibile$/);
    expect(within(morning).getAllByRole('cell')[1]).toHaveTextContent('non disponibile');
    const evening = within(grid).getByRole('row', { name: /^Sera/ });
    expect(within(evening).getAllByRole('cell')[5]).toHaveTextContent(/^disponibile$/);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Accogli' })).toHaveFocus();
  });

  it('takes a tick per cell when it can be changed, in the grid’s order', async () => {
    const onChange = vi.fn();
    renderRoute(<AvailabilityGrid label="Disponibilità" value={['sat-eve']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lunedì mattina' }));
    expect(onChange).toHaveBeenCalledWith(['mon-mor', 'sat-eve']);
  });

  it('takes a tap anywhere in a cell, not only on its small box', async () => {
    const onChange = vi.fn();
    renderRoute(<AvailabilityGrid label="Disponibilità" value={['sat-eve']} onChange={onChange} />);
    const cellOf = (name: string) => screen.getByRole('checkbox', { name }).closest('td')!;
    await userEvent.click(cellOf('Martedì pomeriggio'));
    expect(onChange).toHaveBeenLastCalledWith(['tue-aft', 'sat-eve']);
    await userEvent.click(cellOf('Sabato sera'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('names each day in full for a screen reader, however short its header on a phone', () => {
    renderRoute(<AvailabilityGrid label="Disponibilità" value={[]} onChange={vi.fn()} />);
    const grid = screen.getByRole('table', { name: 'Disponibilità' });
    const days = within(grid)
      .getAllByRole('columnheader')
      .slice(1)
      .map((header) => header.textContent);
    // One letter shown on a phone (the 3-letter one from 576 px), then the day in full (hidden).
    expect(days[6]).toBe('DDomDomenica');
    expect(within(grid).getByRole('columnheader', { name: 'Domenica' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Domenica sera' })).toBeInTheDocument();
  });
});
