import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAppForm } from '@/components/form/use-app-form';
import { torino } from '@/testing/fixtures';
import { type ApiCall, mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { ComuneField } from './comune-field';

function Form({
  onValue,
  onSubmit,
}: {
  onValue: (v: string | null) => void;
  onSubmit: () => void;
}) {
  const form = useAppForm<{ comune: string | null }>({ defaultValues: { comune: null } });
  onValue(form.watch('comune'));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ComuneField
        control={form.control}
        name="comune"
        label="Comune di residenza"
        current={null}
      />
    </form>
  );
}

describe('a comune field', () => {
  it('takes the first suggestion with Enter once they arrive, and never sends the form', async () => {
    mockApi({
      'GET /v1/places/autocomplete': (call: ApiCall) => ({
        body: {
          predictions: call.query.get('input')?.startsWith('Tor') ? [torino.prediction] : [],
        },
      }),
    });
    let value: string | null = null;
    const onSubmit = vi.fn();
    renderRoute(<Form onValue={(v) => (value = v)} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const box = screen.getByLabelText('Comune di residenza');
    await user.type(box, 'Tor');
    await screen.findByRole('option', { name: 'Torino (TO)', hidden: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(value).toBe('001272'));
    expect(box).toHaveValue('Torino (TO)');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
