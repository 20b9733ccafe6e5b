import { screen } from '@testing-library/react';
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
    toast.error('Preferenza salvata');
    toast.success('Indirizzo aggiunto');
    expect(await screen.findByText('Indirizzo aggiunto')).toBeVisible();
    expect(screen.getAllByText('Preferenza salvata')).toHaveLength(2);
  });
});
