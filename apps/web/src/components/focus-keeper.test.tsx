import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { focusLanding } from './focus-keeper';
import { GuardedModal } from './guarded-modal';
import { overlaysMounted } from './overlays-ready';
import { SectionCard } from './section-card';

/** A step made: its button gives way to the next step's, as a request's moves do. */
function Steps() {
  const [done, setDone] = useState(false);
  return (
    <SectionCard title="Prossimi passi" id="passi">
      {done ? (
        <Button key="next">Passo successivo</Button>
      ) : (
        <Button key="start" onClick={() => setDone(true)}>
          Avvia selezione
        </Button>
      )}
    </SectionCard>
  );
}

/** A dialog whose opener is gone once it has done its work (the quote sent). */
function SendFromDialog() {
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <SectionCard title="Preventivo" id="preventivo">
      {sent ? <p>Inviato</p> : <Button onClick={() => setOpened(true)}>Invia preventivo</Button>}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Preventivo">
        <Button
          onClick={() => {
            setSent(true);
            setOpened(false);
          }}
        >
          Invia
        </Button>
      </Modal>
    </SectionCard>
  );
}

describe('the focus keeper', () => {
  it('lands on the section when the control that had the focus goes away', async () => {
    renderRoute(<Steps />);
    await overlaysMounted();
    screen.getByRole('button', { name: 'Avvia selezione' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Prossimi passi' })).toHaveFocus(),
    );
    // From there the next Tab goes on in the section, not from the top of the page.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Passo successivo' })).toHaveFocus();
  });

  it('lands on the section a dialog was opened from when its opener is gone as it closes', async () => {
    renderRoute(<SendFromDialog />);
    await overlaysMounted();
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preventivo' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('region', { name: 'Preventivo' })).toHaveFocus());
  });

  it('lands there too when the dialog fades out, sent by Enter from one of its fields', async () => {
    function BookFromDialog() {
      const [opened, setOpened] = useState(false);
      const [booked, setBooked] = useState(false);
      return (
        <SectionCard title="Colloquio" id="colloquio">
          {booked ? (
            <p>Prenotato</p>
          ) : (
            <Button onClick={() => setOpened(true)}>Prenota colloquio</Button>
          )}
          <Modal opened={opened} onClose={() => setOpened(false)} title="Prenota colloquio">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                // Chromium takes the focus off the field as the dialog starts to close; its fade
                // keeps the field in the page a while after.
                (document.activeElement as HTMLElement).blur();
                setBooked(true);
                setOpened(false);
              }}
            >
              <input aria-label="Link della videochiamata" data-autofocus />
            </form>
          </Modal>
        </SectionCard>
      );
    }
    renderRoute(<BookFromDialog />, { transitions: true });
    await overlaysMounted();
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    const link = await screen.findByRole('textbox', { name: 'Link della videochiamata' });
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.type(link, 'https://meet.example/abc{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Colloquio' })).toHaveFocus());
  });

  it("lands on the page's main content where no section holds the control", async () => {
    function Bare() {
      const [shown, setShown] = useState(true);
      return (
        <main id="contenuto" tabIndex={-1}>
          {shown ? <Button onClick={() => setShown(false)}>Chiudi avviso</Button> : null}
        </main>
      );
    }
    renderRoute(<Bare />);
    await overlaysMounted();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi avviso' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('lands on the card that took its place when the card itself goes, then on the one before', async () => {
    /** Reviews to moderate: one published leaves the list, with its card. */
    function Reviews() {
      const [left, setLeft] = useState(['Anna', 'Bruno', 'Carla']);
      return (
        <main id="contenuto" tabIndex={-1}>
          {left.map((name) => (
            <article key={name} aria-label={`Recensione di ${name}`} {...focusLanding}>
              <Button onClick={() => setLeft((names) => names.filter((n) => n !== name))}>
                Pubblica {name}
              </Button>
            </article>
          ))}
        </main>
      );
    }
    renderRoute(<Reviews />);
    await overlaysMounted();
    screen.getByRole('button', { name: 'Pubblica Bruno' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Recensione di Carla' })).toHaveFocus(),
    );
    // The last one gone, the card before it.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pubblica Carla' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Recensione di Anna' })).toHaveFocus(),
    );
  });

  it('gives the focus back to a button busy with its call once it is free again', async () => {
    /** 'Salva modifiche': disabled while its call runs, the page drawn again meanwhile. */
    function Save() {
      const [busy, setBusy] = useState(false);
      const [saved, setSaved] = useState(0);
      return (
        <SectionCard title="Dati" id="dati">
          <p>Salvataggi: {saved}</p>
          <input aria-label="Nota" />
          <Button
            loading={busy}
            onClick={(event) => {
              // The browser's part: a control disabled under the focus leaves it on the body.
              event.currentTarget.blur();
              setBusy(true);
              setTimeout(() => setSaved((n) => n + 1), 150);
              setTimeout(() => setBusy(false), 300);
            }}
          >
            Salva modifiche
          </Button>
        </SectionCard>
      );
    }
    renderRoute(<Save />);
    await overlaysMounted();
    const save = screen.getByRole('button', { name: 'Salva modifiche' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(save).toBeDisabled());
    await waitFor(() => expect(save).toBeEnabled());
    await waitFor(() => expect(save).toHaveFocus());

    // Moved on while it was busy, then left on purpose: nothing is brought back.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(save).toBeDisabled());
    screen.getByRole('textbox', { name: 'Nota' }).focus();
    await waitFor(() => expect(save).toBeEnabled());
    save.focus();
    save.blur();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(document.body).toHaveFocus();
  });

  it('lands on the section when a dialog’s busy button is free again only as the dialog fades out', async () => {
    /** The dialog's 'Prenota colloquio': busy with its own call, then done. */
    function Confirm({ onDone }: { onDone: () => void }) {
      const [busy, setBusy] = useState(false);
      return (
        <Button
          loading={busy}
          onClick={(event) => {
            // The browser's part: a control disabled under the focus leaves it on the body.
            event.currentTarget.blur();
            setBusy(true);
            setTimeout(() => {
              setBusy(false);
              onDone();
            }, 150);
          }}
        >
          Conferma
        </Button>
      );
    }
    /** Booked: the opener gives way, the dialog closes, its button free again as it fades. */
    function BookBusy() {
      const [opened, setOpened] = useState(false);
      const [booked, setBooked] = useState(false);
      return (
        <SectionCard title="Colloquio" id="colloquio">
          {booked ? <p>Prenotato</p> : <Button onClick={() => setOpened(true)}>Prenota</Button>}
          <GuardedModal
            opened={opened}
            dirty={false}
            onClose={() => setOpened(false)}
            title="Prenota il colloquio"
          >
            <Confirm
              onDone={() => {
                setBooked(true);
                setOpened(false);
              }}
            />
          </GuardedModal>
        </SectionCard>
      );
    }
    // The browser's part too: nothing inert takes the focus (jsdom lets it).
    const focus = HTMLElement.prototype.focus;
    const refusingInert = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (
      this: HTMLElement,
      options,
    ) {
      if (!this.closest('[inert]')) focus.call(this, options);
    });
    onTestFinished(() => refusingInert.mockRestore());
    renderRoute(<BookBusy />, { transitions: true });
    await overlaysMounted();
    await userEvent.click(screen.getByRole('button', { name: 'Prenota' }));
    const confirm = await screen.findByRole('button', { name: 'Conferma' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Colloquio' })).toHaveFocus());
  });

  it('moves nothing when the focus is left on purpose (a click on the page, say)', async () => {
    renderRoute(
      <section aria-label="Filtri" {...focusLanding}>
        <input aria-label="Cerca" />
      </section>,
    );
    await overlaysMounted();
    const search = screen.getByRole('textbox', { name: 'Cerca' });
    search.focus();
    search.blur();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(document.body).toHaveFocus();
    // Nor later, when the control it was on goes (the page changes under it).
    search.remove();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(document.body).toHaveFocus();
  });
});
