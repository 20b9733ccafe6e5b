import { Tooltip, type TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useId,
  useState,
} from 'react';

type HintChildProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
};

/** Mantine's Tooltip props that still mean something here (opening is the Hint's own). */
type HintProps = Omit<
  TooltipProps,
  | 'children'
  | 'target'
  | 'opened'
  | 'defaultOpened'
  | 'openDelay'
  | 'closeDelay'
  | 'events'
  | 'keepMounted'
  | 'refProp'
  | 'onClick'
  | 'onMouseEnter'
  | 'onMouseLeave'
> & {
  children: ReactElement<HintChildProps>;
};

/**
 * The app's tooltip: Mantine's Tooltip, shown as Mantine's is (a mouse or a pen over its element;
 * not on touch, not on focus — the elements carry their own accessible names), but mounted only
 * once a pointer has been over the element. A mounted Tooltip keeps a floating-ui instance, its
 * interactions and a portal per element, and they all update together right after the page is
 * adopted: the catalog's price table (≈ 120 of them) spent over half a second of a phone's CPU
 * in one task on tooltips nobody had pointed at. The element itself stays where it is in the tree
 * (never re-mounted when the tooltip appears), so neither focus nor a click is lost; while the
 * tooltip shows, the element is described by it (`aria-describedby`), as with Mantine's.
 */
export function Hint({ children, label, ...tooltip }: HintProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
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

  const describedBy = [own['aria-describedby'], opened ? id : null].filter(Boolean).join(' ');
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          own.onPointerEnter?.(event);
          if (event.pointerType === 'touch') return;
          setTarget(event.currentTarget);
          setOpened(true);
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          own.onPointerLeave?.(event);
          setOpened(false);
        },
        'aria-describedby': describedBy || undefined,
      })}
      {target ? (
        <Tooltip
          {...tooltip}
          label={<span id={id}>{label}</span>}
          target={target}
          opened={opened}
        />
      ) : null}
    </>
  );
}
