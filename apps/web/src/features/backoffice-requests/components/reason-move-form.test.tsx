import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { ReasonMoveForm } from './reason-move-form';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

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
      screen.getByText('Resta nello storico della richiesta; la famiglia non lo vede.'),
    ).toBeVisible();
    expect(confirm()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Altro' }));
    // 'Altro' alone says nothing: the note is asked.
    expect(confirm()).toBeDisabled();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Scrivi il motivo nella nota/ }),
      'Trasloco in corso',
    );
    await userEvent.type(screen.getByLabelText('Riprendi entro il'), '2099-03-01');
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith('Trasloco in corso', {
      reason: 'OTHER',
      resumeBy: '2099-03-01',
    });
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
      screen.getByText('Resta nello storico della richiesta; la famiglia non lo vede.'),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('radio', { name: 'Il caregiver non è più disponibile' }),
    );
    // This reason changes the family's email: said plainly, as the email words it.
    expect(
      screen.getByText(
        'Resta nello storico della richiesta. La famiglia leggerà che il caregiver non può più proseguire il servizio.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/la famiglia non lo vede/)).toBeNull();
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith('', { reason: 'CAREGIVER_UNAVAILABLE' });
  });
});
