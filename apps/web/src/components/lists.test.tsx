import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { FilterSelect, filtersBar, MultiSelect, ResetFiltersButton, Select } from './lists';

const services = ['Babysitter', 'Badante', 'Colf'];

describe('Select and MultiSelect', () => {
  it('draw no list until the field is focused, then keep it', async () => {
    const user = userEvent.setup();
    renderRoute(
      <>
        <Select label="Servizio" data={services} />
        <MultiSelect label="Lingue" data={['Italiano', 'Inglese']} />
      </>,
    );
    expect(document.querySelectorAll('[role="listbox"], [role="option"]')).toHaveLength(0);

    await user.click(screen.getByLabelText('Servizio'));
    expect(await screen.findByRole('option', { name: 'Badante' })).toBeVisible();
    await user.keyboard('{Escape}');
    // The list stays in the page (hidden) once the field has been used.
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(3);
  });

  it('open with ArrowDown and take an option with Enter, straight after Tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onFocus = vi.fn();
    renderRoute(<Select label="Servizio" data={services} onChange={onChange} onFocus={onFocus} />);

    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Badante', expect.objectContaining({ value: 'Badante' }));
  });

  it('take the first match of a search with Enter, without sending the form around them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderRoute(
      <form onSubmit={onSubmit}>
        <Select
          label="Provincia"
          searchable
          data={['Torino (TO)', 'Trento (TN)']}
          onChange={onChange}
        />
      </form>,
    );
    const box = screen.getByLabelText('Provincia');
    await user.type(box, 'Tor');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(
      'Torino (TO)',
      expect.objectContaining({ value: 'Torino (TO)' }),
    );
    expect(onSubmit).not.toHaveBeenCalled();

    // Nothing matches (or the suggestions are still on their way): Enter stays in the box.
    await user.clear(box);
    await user.type(box, 'Xyz{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('find an option by the start of one of its words, accents aside', async () => {
    const user = userEvent.setup();
    renderRoute(
      <Select
        label="Provincia"
        searchable
        data={['Milano (MI)', "Reggio nell'Emilia (RE)", 'Forlì-Cesena (FC)', 'Torino (TO)']}
      />,
    );
    const box = screen.getByLabelText('Provincia');
    const shown = () =>
      screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);
    for (const [search, options] of [
      // Milano's start, not the middle of Emilia: one option, the one Enter takes.
      ['Mil', ['Milano (MI)']],
      ['emi', ["Reggio nell'Emilia (RE)"]],
      ['cesena', ['Forlì-Cesena (FC)']],
      ['forli', ['Forlì-Cesena (FC)']],
      // The code in brackets is a word too.
      ['to', ['Torino (TO)']],
    ] as const) {
      await user.clear(box);
      await user.type(box, search);
      expect(shown()).toEqual(options);
    }
  });

  it('let a multiple choice be made with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderRoute(<MultiSelect label="Lingue" data={['Italiano', 'Inglese']} onChange={onChange} />);

    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(['Italiano']);
  });

  it('say with a multiple choice what is chosen (its typing box stays empty)', async () => {
    const user = userEvent.setup();
    function Chosen() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <MultiSelect
          label="Assistiti"
          data={[
            { value: 'd1', label: 'Giovanna (anziana, 84 anni)' },
            { value: 'd2', label: 'Luca (bambino, 6 anni)' },
          ]}
          value={value}
          onChange={setValue}
        />
      );
    }
    renderRoute(<Chosen />);
    const field = screen.getByLabelText('Assistiti');
    expect(field).not.toHaveAttribute('aria-description');
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveAttribute('aria-description', 'Scelti: Giovanna (anziana, 84 anni)');
  });
});

describe('a list’s filters', () => {
  function Filters({ searchable = false }: { searchable?: boolean }) {
    const [service, setService] = useState<string | null>('Badante');
    const [q, setQ] = useState('Rossi');
    return (
      <div {...filtersBar}>
        <input aria-label="Cerca" value={q} onChange={(event) => setQ(event.target.value)} />
        <FilterSelect
          label="Servizio"
          data={services}
          searchable={searchable}
          value={service}
          onChange={setService}
        />
        <ResetFiltersButton
          filtered={Boolean(service || q)}
          onReset={() => {
            setService(null);
            setQ('');
          }}
        />
      </div>
    );
  }

  it('clear a choice with Backspace or Delete, as a text box is cleared', async () => {
    const user = userEvent.setup();
    renderRoute(<Filters />);
    const select = screen.getByLabelText('Servizio');
    expect(select).toHaveValue('Badante');
    await user.click(select);
    await user.keyboard('{Escape}{Backspace}');
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('placeholder', 'Tutti');
    expect(select).toHaveFocus();
  });

  // Enter on the option already chosen (the list opens on it) silently dropped the filter.
  it('keep the choice when Enter takes the option already chosen', async () => {
    const user = userEvent.setup();
    renderRoute(<Filters />);
    const select = screen.getByLabelText('Servizio');
    await user.click(select);
    expect(await screen.findByRole('option', { name: 'Badante' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(select).toHaveValue('Badante');
  });

  it('clear a searchable choice once its name is all gone, not at the first letter', async () => {
    const user = userEvent.setup();
    renderRoute(<Filters searchable />);
    const select = screen.getByLabelText('Servizio');
    await user.click(select);
    // One letter off is a search being corrected: the choice stays until the field is left.
    await user.keyboard('{Backspace}{Escape}');
    await user.tab();
    expect(select).toHaveValue('Badante');

    await user.tripleClick(select);
    await user.keyboard('{Delete}');
    await user.tab();
    expect(select).toHaveValue('');
  });

  it('clear all with «Azzera filtri», and the keyboard goes on from the search box', async () => {
    const user = userEvent.setup();
    renderRoute(<Filters />);
    const reset = screen.getByRole('button', { name: 'Azzera filtri' });
    await user.click(reset);
    expect(screen.getByLabelText('Servizio')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveFocus();
    expect(reset).toBeDisabled();
    expect(screen.getByRole('search', { name: 'Filtri' })).toContainElement(reset);
  });
});
