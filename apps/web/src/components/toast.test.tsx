import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { overlaysMounted } from './overlays-ready';
import { toast } from './toast';

describe('a toast', () => {
  it('is not drawn twice while the same words are on screen (two quick saves of a setting)', async () => {
    renderRoute(<p>Pagina</p>);
    await overlaysMounted();
    toast.success('Preferenza salvata');
    toast.success('Preferenza salvata');
    expect(await screen.findAllByText('Preferenza salvata')).toHaveLength(1);
    // Other words, or the same as an error, are a toast of their own.
    toast.success('Indirizzo aggiunto');
    toast.error('Preferenza salvata');
    expect(await screen.findByText('Indirizzo aggiunto')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('Preferenza salvata')).toHaveLength(2));
  });

  it('goes when a success of its form follows it; a failure of anything else stays', async () => {
    renderRoute(<p>Pagina</p>);
    await overlaysMounted();
    const group = { group: 'dati-personali' };
    toast.error('Attenzione, mancano alcuni dati da compilare.', group);
    toast.error('Errore durante il caricamento delle richieste.');
    expect(await screen.findByText('Attenzione, mancano alcuni dati da compilare.')).toBeVisible();
    toast.success('Profilo aggiornato correttamente!', group);
    expect(await screen.findByText('Profilo aggiornato correttamente!')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByText('Attenzione, mancano alcuni dati da compilare.'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Errore durante il caricamento delle richieste.')).toBeVisible();
  });
});
