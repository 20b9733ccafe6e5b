import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
