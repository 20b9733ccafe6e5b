import { ActionIcon } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { Hint } from './hint';

const renderHint = (onPointerEnter = vi.fn()) =>
  renderRoute(
    <Hint label="Modifica turno">
      <ActionIcon aria-label="Modifica il turno di lunedì" onPointerEnter={onPointerEnter}>
        ✎
      </ActionIcon>
    </Hint>,
  );

describe('Hint', () => {
  it('shows its label while a mouse is over the element, and not before', async () => {
    const user = userEvent.setup();
    renderHint();
    const button = screen.getByRole('button', { name: 'Modifica il turno di lunedì' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Modifica turno');

    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('keeps the element itself (focus and its own handlers) when the tooltip appears', async () => {
    const user = userEvent.setup();
    const onPointerEnter = vi.fn();
    renderHint(onPointerEnter);
    const button = screen.getByRole('button', { name: 'Modifica il turno di lunedì' });
    button.focus();

    await user.hover(button);
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Modifica il turno di lunedì' })).toBe(button);
    expect(button).toHaveFocus();
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
  });

  it('is hidden by Escape', async () => {
    const user = userEvent.setup();
    renderHint();
    await user.hover(screen.getByRole('button', { name: 'Modifica il turno di lunedì' }));
    await screen.findByRole('tooltip');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('does not appear for a finger (as Mantine’s tooltips: a tap is a click)', async () => {
    const user = userEvent.setup();
    const onPointerEnter = vi.fn();
    renderHint(onPointerEnter);
    const button = screen.getByRole('button', { name: 'Modifica il turno di lunedì' });
    await user.pointer({ keys: '[TouchA>]', target: button });
    expect(onPointerEnter).toHaveBeenCalled();
    await expect(screen.findByRole('tooltip', {}, { timeout: 300 })).rejects.toThrow();
  });
});
