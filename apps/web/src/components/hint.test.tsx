import { ActionIcon } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { Hint } from './hint';

// Mantine's Tooltip, counted: a closed one leaves nothing in the page to look for.
const tooltipRenders = vi.hoisted(() => vi.fn());
vi.mock('@mantine/core', async (importOriginal) => {
  const mantine = await importOriginal<typeof import('@mantine/core')>();
  const Tooltip = (props: ComponentProps<typeof mantine.Tooltip>) => {
    tooltipRenders();
    return <mantine.Tooltip {...props} />;
  };
  return { ...mantine, Tooltip };
});

/** The hinted button: a user to move the pointer, the button, and its own pointer handler. */
function renderHint() {
  const onPointerEnter = vi.fn();
  const user = userEvent.setup();
  renderRoute(
    <Hint label="Modifica turno">
      <ActionIcon aria-label="Modifica il turno di lunedì" onPointerEnter={onPointerEnter}>
        ✎
      </ActionIcon>
    </Hint>,
  );
  const button = screen.getByRole('button', { name: 'Modifica il turno di lunedì' });
  return { user, button, onPointerEnter };
}

describe('Hint', () => {
  beforeEach(() => tooltipRenders.mockClear());

  it('mounts no tooltip until a pointer is over the element', async () => {
    const { user, button } = renderHint();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tooltipRenders).not.toHaveBeenCalled();

    await user.hover(button);
    await screen.findByRole('tooltip');
    expect(tooltipRenders).toHaveBeenCalled();
  });

  it('shows its label while a mouse is over the element, and not before', async () => {
    const { user, button } = renderHint();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAccessibleDescription();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Modifica turno');
    expect(button).toHaveAccessibleDescription('Modifica turno');

    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('keeps the element itself (focus and its own handlers) when the tooltip appears', async () => {
    const { user, button, onPointerEnter } = renderHint();
    button.focus();

    await user.hover(button);
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Modifica il turno di lunedì' })).toBe(button);
    expect(button).toHaveFocus();
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
  });

  it('is hidden by Escape', async () => {
    const { user, button } = renderHint();
    await user.hover(button);
    await screen.findByRole('tooltip');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('does not appear for a finger (as Mantine’s tooltips: a tap is a click)', async () => {
    const { user, button, onPointerEnter } = renderHint();
    await user.pointer({ keys: '[TouchA>]', target: button });
    expect(onPointerEnter).toHaveBeenCalled();
    await expect(screen.findByRole('tooltip', {}, { timeout: 300 })).rejects.toThrow();
  });
});
