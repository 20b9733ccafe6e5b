import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';
import { renderRoute } from '@/testing/render';
import { historyNoteHint } from './history-note';
import { ReasonMoveForm } from './reason-move-form';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const dayIn = (days: number) => italianDay(new Date(pageNow().getTime() + days * 86_400_000));
/** 'yyyy-mm-dd' as typed in a date field: 'dd/mm/yyyy'. */
const shown = (day: string) => day.split('-').reverse().join('/');

const renderForm = (kind: 'substitutionAsked' | 'standBy') => {
  const onSubmit = vi.fn(async () => {});
  const label = kind === 'standBy' ? 'Metti in stand-by' : 'Avvia sostituzione';
  renderRoute(
    <ReasonMoveForm
      kind={kind}
      explanation="Spiegazione della mossa"
      confirmLabel={label}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { onSubmit, confirm: () => screen.getByRole('button', { name: label }) };
};

describe('the reason asked by a substitution or a pause', () => {
  it('pauses only once a reason is chosen; "Altro" asks the note; the resume day is optional', async () => {
    const { onSubmit, confirm } = renderForm('standBy');
    expect(screen.getByRole('radiogroup', { name: /Perché la metti in stand-by/ })).toBeVisible();
    expect(
      screen.getByText(`Resta nello storico della richiesta. ${historyNoteHint}`),
    ).toBeVisible();
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAccessibleDescription('Da scegliere: Motivo.');
    await userEvent.click(screen.getByRole('radio', { name: 'Altro' }));
    // 'Altro' alone says nothing: the note is asked.
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAccessibleDescription('Da compilare: Motivo nella nota.');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Scrivi il motivo nella nota/ }),
      'Trasloco in corso',
    );
    const inAWeek = dayIn(7);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Riprendi entro il/ }),
      shown(inAWeek),
    );
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith('Trasloco in corso', {
      reason: 'OTHER',
      resumeBy: inAWeek,
    });
  });

  it('waiting for the family’s information, asks what to write to them, and sends it with the pause', async () => {
    const { onSubmit, confirm } = renderForm('standBy');
    expect(screen.queryByRole('textbox', { name: /Messaggio per la famiglia/ })).toBeNull();
    await userEvent.click(
      screen.getByRole('radio', { name: 'In attesa di informazioni dalla famiglia' }),
    );
    expect(
      screen.getByText(/La famiglia leggerà che aspetti da lei alcune informazioni/),
    ).toBeVisible();
    // The resume day is no deadline for them, nor does anything happen by itself on it.
    expect(screen.getByRole('textbox', { name: /Riprendi entro il/ })).toHaveAccessibleDescription(
      'Facoltativo. Quel giorno la richiesta non riprende né si chiude da sola: torna tra quelle da seguire. Per la famiglia è una data indicativa, non una scadenza: se per quel giorno non avrà ancora risposto, la ricontatterai tu.',
    );
    const message = screen.getByRole('textbox', { name: /Messaggio per la famiglia/ });
    expect(message).toBeRequired();
    // It comes after the day, not between the reasons and it: a Tab from the reasons still goes
    // to the day.
    expect(
      screen.getByRole('textbox', { name: /Riprendi entro il/ }).compareDocumentPosition(message) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Without what to ask them, the pause cannot be sent.
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAccessibleDescription('Da compilare: Messaggio per la famiglia.');
    await userEvent.type(message, '   ');
    expect(confirm()).toBeDisabled();
    await userEvent.type(message, 'Ci servono le date delle vacanze');
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith('', {
      reason: 'WAITING_FAMILY',
      resumeBy: null,
      familyMessage: 'Ci servono le date delle vacanze',
    });
  });

  it('takes a resume day from tomorrow to a year ahead, saying the contract’s rule otherwise', async () => {
    const { onSubmit, confirm } = renderForm('standBy');
    await userEvent.click(screen.getByRole('radio', { name: 'Richiesta della famiglia' }));
    const day = screen.getByRole('textbox', { name: /Riprendi entro il/ });
    await userEvent.type(day, shown(dayIn(0)));
    await userEvent.click(confirm());
    expect(
      await screen.findByText('La data di ripresa deve essere successiva a oggi'),
    ).toBeVisible();
    await userEvent.clear(day);
    await userEvent.type(day, shown(dayIn(400)));
    await userEvent.click(confirm());
    expect(
      await screen.findByText('La data di ripresa può essere al massimo tra un anno'),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    // The calendar offers only the days the rule takes: today is greyed out.
    await userEvent.clear(day);
    await userEvent.click(day);
    const today = Number(dayIn(0).slice(8));
    const todayButton = (
      await screen.findAllByRole('button', { name: new RegExp(`^${today} `) })
    )[0];
    expect(todayButton).toBeDisabled();
  });

  it('sends no resume day when none is given', async () => {
    const { onSubmit, confirm } = renderForm('standBy');
    await userEvent.click(
      screen.getByRole('radio', { name: 'Nessun caregiver disponibile per ora' }),
    );
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith('', { reason: 'NO_CAREGIVERS', resumeBy: null });
  });

  it('asks why a substitute is needed, with no resume day', async () => {
    const { onSubmit, confirm } = renderForm('substitutionAsked');
    expect(screen.getByRole('radiogroup', { name: /Perché serve un sostituto/ })).toBeVisible();
    expect(screen.queryByLabelText('Riprendi entro il')).toBeNull();
    expect(confirm()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Richiesta della famiglia' }));
    expect(
      screen.getByText(`Resta nello storico della richiesta. ${historyNoteHint}`),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('radio', { name: 'Il caregiver non è più disponibile' }),
    );
    // This reason changes the family's email: said plainly, as the email words it.
    expect(
      screen.getByText(
        'Resta nello storico della richiesta. La famiglia leggerà che il caregiver non può proseguire il servizio (o iniziarlo, se non è ancora cominciato).',
      ),
    ).toBeVisible();
    expect(
      screen.queryByText(`Resta nello storico della richiesta. ${historyNoteHint}`),
    ).toBeNull();
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith('', { reason: 'CAREGIVER_UNAVAILABLE' });
  });
});
