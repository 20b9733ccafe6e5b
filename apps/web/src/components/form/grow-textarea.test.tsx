// biome-ignore lint/style/noRestrictedImports: compares GrowTextarea's two ways with Mantine's own.
import { MantineProvider, Textarea } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/config/theme';
import { renderRoute } from '@/testing/render';
import { GrowTextarea, growTextareaProps, lengthNote } from './grow-textarea';

// What the server draws (no `CSS` there, as in this test's environment): a growing field sized by
// the browser, so it shows its whole text before the app runs and nothing measures it after.
const drawn = (field: ReactNode) =>
  new DOMParser()
    .parseFromString(
      renderToString(<MantineProvider theme={theme}>{field}</MantineProvider>),
      'text/html',
    )
    .querySelector('textarea')!;

const attributes = (element: Element) =>
  Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));

describe('GrowTextarea', () => {
  it('draws a growing field sized to its text between its minimum and maximum rows', () => {
    const field = drawn(<GrowTextarea label="Messaggio" autosize minRows={3} maxRows={10} />);
    const style = field.getAttribute('style') ?? '';
    expect(field.getAttribute('rows')).toBe('3');
    expect(style).toContain('field-sizing:content');
    expect(style).toContain('min-height:calc(3 * 1lh');
    expect(style).toContain('max-height:calc(10 * 1lh');
  });

  it("draws the same field for a browser that measures it (Mantine's autosize) as for one that sizes it", () => {
    for (const props of [
      { label: 'Messaggio', minRows: 3, maxRows: 10 },
      { label: 'Descrizione', description: 'La famiglia la legge.', minRows: 4 },
      { label: 'Note' },
    ]) {
      const sized = drawn(<Textarea {...growTextareaProps(props, false)} />);
      const measured = drawn(<Textarea {...growTextareaProps(props, true)} />);
      // The same attributes with the same values (hydration compares them by name).
      expect(attributes(measured)).toEqual(attributes(sized));
    }
  });

  it('grows without limit from five rows unless told otherwise', () => {
    const style = drawn(<GrowTextarea label="Note" autosize />).getAttribute('style') ?? '';
    expect(style).toContain('min-height:calc(5 * 1lh');
    expect(style).not.toContain('max-height');
    expect(style).toContain('overflow:hidden');
  });

  it('leaves a fixed field as it is', () => {
    const field = drawn(<GrowTextarea label="Note" rows={5} autosize={false} />);
    expect(field.getAttribute('rows')).toBe('5');
    expect(field.getAttribute('style') ?? '').not.toContain('field-sizing');
  });

  it('says how much is left near its limit, and that a text was cut at it', () => {
    expect(lengthNote({ maxLength: 2000, value: 'x'.repeat(1799) })).toBeUndefined();
    expect(lengthNote({ maxLength: 2000, value: 'x'.repeat(1850) })).toBe(
      '1.850 caratteri su 2.000',
    );
    expect(lengthNote({ maxLength: 2000, value: 'x'.repeat(2000) })).toBe(
      'Hai raggiunto il limite di 2.000 caratteri: il testo oltre non è stato inserito.',
    );
    expect(lengthNote({ value: 'x'.repeat(5000) })).toBeUndefined();
    const field = drawn(
      <GrowTextarea label="Dettagli" maxLength={200} value={'x'.repeat(200)} onChange={() => {}} />,
    );
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('sends its form on Ctrl+Enter or Cmd+Enter; Enter alone starts a new line', async () => {
    const sent = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderRoute(
      <form onSubmit={sent}>
        <GrowTextarea label="Nota" autosize />
      </form>,
    );
    const field = screen.getByRole('textbox', { name: 'Nota' });
    await userEvent.type(field, 'Prima{Enter}seconda');
    expect(field).toHaveValue('Prima\nseconda');
    expect(sent).not.toHaveBeenCalled();
    await userEvent.type(field, '{Control>}{Enter}{/Control}');
    expect(sent).toHaveBeenCalledTimes(1);
    await userEvent.type(field, '{Meta>}{Enter}{/Meta}');
    expect(sent).toHaveBeenCalledTimes(2);
    expect(field).toHaveValue('Prima\nseconda');
  });

  it('does not send a form again while it is being sent (its button off)', async () => {
    const sent = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderRoute(
      <form onSubmit={sent}>
        <GrowTextarea label="Nota" autosize />
        <button type="submit" disabled>
          Salva
        </button>
      </form>,
    );
    const field = screen.getByRole('textbox', { name: 'Nota' });
    await userEvent.type(field, 'Nota{Control>}{Enter}{/Control}');
    expect(sent).not.toHaveBeenCalled();
  });
});
