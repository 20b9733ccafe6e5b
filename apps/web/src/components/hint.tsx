import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, useEffect, useState } from 'react';

type HintChildProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
};

type HintProps = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened'> & {
  children: ReactElement<HintChildProps>;
};

/**
 * The app's tooltip: Mantine's Tooltip, shown as Mantine's is (a mouse over its element; not on
 * touch, not on focus — the elements carry their own accessible names), but mounted only once a
 * mouse has been over the element. A mounted Tooltip keeps a floating-ui instance, its
 * interactions and a portal per element, and they all update together right after the page is
 * adopted: the catalog's price table (≈ 120 of them) spent over half a second of a phone's CPU
 * in one task on tooltips nobody had pointed at. The element itself stays where it is in the tree
 * (never re-mounted when the tooltip appears), so neither focus nor a click is lost.
 */
export function Hint({ children, ...tooltip }: HintProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const own = children.props;

  // As Mantine's: Escape hides a tooltip that is showing (WCAG 1.4.13, dismissible).
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened]);

  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          own.onPointerEnter?.(event);
          if (event.pointerType !== 'mouse') return;
          setTarget(event.currentTarget);
          setOpened(true);
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          own.onPointerLeave?.(event);
          setOpened(false);
        },
      })}
      {target ? <Tooltip {...tooltip} target={target} opened={opened} /> : null}
    </>
  );
}
