import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { QueryView } from './query-view';

const failed = (error: unknown, refetch = vi.fn()) => ({
  isPending: false,
  isError: true,
  error,
  data: undefined,
  refetch,
});

describe('a list that failed to load', () => {
  // A screen that failed stayed failed until the tutor thought of reloading the whole page.
  it('offers «Riprova» for a failure of the server or the network, and asks again', async () => {
    const refetch = vi.fn();
    renderRoute(
      <QueryView
        query={failed(new ApiError(503, 'UNAVAILABLE', 'Servizio non disponibile.'), refetch)}
        loading="Caricamento"
      >
        {() => null}
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Servizio non disponibile.');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to ask again for a refusal, which would only be refused again', () => {
    renderRoute(
      <QueryView
        query={failed(new ApiError(400, 'VALIDATION', 'Alcuni dati non sono validi.'))}
        loading="Caricamento"
      >
        {() => null}
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Alcuni dati non sono validi.');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });
});
