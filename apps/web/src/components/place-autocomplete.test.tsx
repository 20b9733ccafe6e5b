import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MapsProvider } from '@/lib/maps/maps-provider';
import { renderRoute } from '@/testing/render';
import { PlaceAutocomplete } from './place-autocomplete';

const field = (label: string, required: boolean) => (
  <PlaceAutocomplete
    label={label}
    required={required}
    value=""
    onChange={() => {}}
    onPlaceSelected={() => {}}
  />
);

describe('a place field', () => {
  it('marks itself required as the form’s other fields do, once', () => {
    renderRoute(
      <>
        {field('Comune in cui vivi', true)}
        {field('Indirizzo*', true)}
        {field('Comune di nascita', false)}
      </>,
    );
    // Mantine's star (aria-hidden) beside a required label; a spec label brings its own.
    expect(screen.getByText('Comune in cui vivi').querySelector('[aria-hidden]')).toHaveTextContent(
      '*',
    );
    expect(screen.getByText(/^Indirizzo\*/).querySelector('[aria-hidden]')).toBeNull();
    expect(screen.getByText('Comune di nascita').querySelector('[aria-hidden]')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Comune in cui vivi/ })).toBeRequired();
  });

  it('names each suggestion in words apart and says how many came', async () => {
    const provider: MapsProvider = {
      kind: 'gazetteer',
      completes: 'city',
      autocomplete: async () => [
        { placeId: '1', mainText: 'Bologna', secondaryText: 'BO · 40121', description: 'Bologna' },
        { placeId: '2', mainText: 'Bolognetta', secondaryText: 'PA', description: 'Bolognetta' },
      ],
      details: async () => Promise.reject(new Error('not asked')),
    };
    function City() {
      const [value, setValue] = useState('');
      return (
        <PlaceAutocomplete
          label="Città*"
          value={value}
          onChange={setValue}
          onPlaceSelected={() => {}}
          provider={provider}
        />
      );
    }
    renderRoute(<City />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Città*' }), 'Bo');
    expect(await screen.findByRole('option', { name: 'Bologna, BO · 40121' })).toBeInTheDocument();
    expect(screen.getByText('2 suggerimenti')).toBeInTheDocument();
  });
});
