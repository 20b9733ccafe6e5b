import { Button, Modal, rem } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { toastsGone } from '@/testing/toasts';
import { overlaysMounted } from './overlays-ready';
import { toast, useToastsAsideOf } from './toast';

/** A page with a dialog (jsdom lays nothing out: its width is given by `laidOut`). */
function Page({ sidePanel = false }: { sidePanel?: boolean }) {
  const [opened, setOpened] = useState(false);
  // A side panel open on the right (the candidates' drawer), the dialog asked from it.
  useToastsAsideOf(sidePanel ? '620px' : null);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Apri</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Invia preventivo">
        <p>Contenuto</p>
      </Modal>
    </>
  );
}

function laidOut(screenWidth: number, dialogWidth: number) {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(screenWidth);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('mantine-Modal-content') ? dialogWidth : 0;
  });
}

/** The page laid out `screenWidth` wide, its dialog (`dialogWidth` wide) open. */
async function openDialog(screenWidth: number, dialogWidth: number, sidePanel = false) {
  laidOut(screenWidth, dialogWidth);
  renderRoute(<Page sidePanel={sidePanel} />);
  await overlaysMounted();
  await userEvent.click(screen.getByRole('button', { name: 'Apri' }));
  await screen.findByRole('dialog', { name: 'Invia preventivo' });
}

/** Mantine's container of the toast saying `text`. */
const areaOf = async (text: string) =>
  (await screen.findByText(text)).closest<HTMLElement>('.mantine-Notifications-root');

/** Where the toasts stand: Mantine's container of the toast shown, its place and width. */
const toastArea = async (text: string) => {
  const area = await areaOf(text);
  return {
    position: area?.getAttribute('data-position'),
    width: area?.style.getPropertyValue('--notifications-container-width'),
  };
};

describe('the toast area beside a centred dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stays top right, narrower, beside a wide dialog on a desktop: never on its ×', async () => {
    await openDialog(1440, 620);
    toast.success('Nota aggiunta');
    // (1440 − 620) / 2 = 410 px beside the dialog, less two 16 px margins.
    await waitFor(async () =>
      expect(await toastArea('Nota aggiunta')).toEqual({ position: 'top-right', width: rem(378) }),
    );
  });

  it('goes to the bottom where no toast fits beside the dialog (a phone)', async () => {
    await openDialog(390, 358);
    toast.error('Non è stato possibile salvare');
    // At the bottom of the screen, in the same area (no second copy of a toast as it moves).
    await waitFor(async () => {
      const area = await areaOf('Non è stato possibile salvare');
      expect(area?.getAttribute('data-position')).toBe('top-right');
      expect(area?.style.bottom).toBe('var(--mantine-spacing-md)');
      expect(area?.style.top).toBe('auto');
    });
  });

  it('is top right, full width, with no dialog open', async () => {
    laidOut(1440, 620);
    renderRoute(<Page />);
    await overlaysMounted();
    toast.success('Salvato');
    expect(await toastArea('Salvato')).toEqual({ position: 'top-right', width: rem(440) });
  });

  it('stays beside a dialog asked from a side panel, not where the panel alone would put it', async () => {
    await openDialog(1440, 440, true);
    toast.success('Candidato aggiunto');
    // (1440 − 440) / 2 = 500 px beside the dialog: a whole toast fits, at the screen's right.
    await waitFor(async () =>
      expect(await toastArea('Candidato aggiunto')).toEqual({
        position: 'top-right',
        width: rem(440),
      }),
    );
    const area = await areaOf('Candidato aggiunto');
    expect(area?.style.right).toBe('');
  });
});

describe('the toast area once a dialog closes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a toast where it was shown until it goes, then is top right again', async () => {
    await openDialog(390, 358);
    toast.success('Richiesta inviata');
    await waitFor(async () =>
      expect((await areaOf('Richiesta inviata'))?.style.bottom).toBe('var(--mantine-spacing-md)'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Not a jump to the top, over the page's title and first button, for the rest of its time.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect((await areaOf('Richiesta inviata'))?.style.bottom).toBe('var(--mantine-spacing-md)');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi la notifica' }));
    await toastsGone();
    toast.success('Salvato');
    expect((await areaOf('Salvato'))?.style.bottom).toBe('');
  });

  it('keeps a toast raised just before a panel closed where it was shown (no frame between)', async () => {
    function PhonePanel() {
      const [open, setOpen] = useState(true);
      useToastsAsideOf(open ? 'full' : null);
      return <Button onClick={() => setOpen(false)}>Chiudi il pannello</Button>;
    }
    // A busy page: no frame is drawn between the toast and the panel's closing.
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    renderRoute(<PhonePanel />);
    await overlaysMounted();
    toast.error('Chiara Esposito non è più attiva.');
    const area = await areaOf('Chiara Esposito non è più attiva.');
    expect(area?.style.bottom).toBe('var(--mantine-spacing-md)');
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi il pannello' }));
    expect(area?.style.bottom).toBe('var(--mantine-spacing-md)');
  });
});
