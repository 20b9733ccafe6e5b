import { afterEach, describe, expect, it, vi } from 'vitest';

const loader = vi.hoisted(() => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));
vi.mock('@googlemaps/js-api-loader', () => loader);

const fetchAutocompleteSuggestions = vi.fn();
const placesLibrary = {
  AutocompleteSessionToken: class {},
  AutocompleteSuggestion: { fetchAutocompleteSuggestions },
};

describe('Google maps provider', () => {
  afterEach(() => {
    vi.resetModules();
    loader.setOptions.mockReset();
    loader.importLibrary.mockReset();
    fetchAutocompleteSuggestions.mockReset();
  });

  it('loads Places in Italian, retrying the loader, and maps the suggestions', async () => {
    loader.importLibrary
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(placesLibrary);
    fetchAutocompleteSuggestions.mockResolvedValue({
      suggestions: [
        {
          placePrediction: {
            placeId: 'ChIJ1',
            text: { text: 'Via Po, Torino, TO, Italia' },
            mainText: { text: 'Via Po' },
            secondaryText: { text: 'Torino, TO, Italia' },
          },
        },
        { placePrediction: null },
      ],
    });
    const { createGoogleProvider } = await import('./google-provider');
    const provider = createGoogleProvider('browser-key');
    const suggestions = await provider.autocomplete('Via Po');

    expect(loader.setOptions).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'browser-key', language: 'it', region: 'IT' }),
    );
    expect(loader.importLibrary).toHaveBeenCalledTimes(3);
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({ input: 'Via Po', language: 'it', includedRegionCodes: ['it'] }),
    );
    expect(suggestions).toEqual([
      {
        placeId: 'ChIJ1',
        description: 'Via Po, Torino, TO, Italia',
        mainText: 'Via Po',
        secondaryText: 'Torino, TO, Italia',
      },
    ]);
    expect(provider.completes).toBe('street');
  }, 10_000);
});
