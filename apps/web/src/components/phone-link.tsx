import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A phone number as a link that dials it: 'tel:' with its digits and '+' only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A phone number that dials when tapped, never broken across lines. The text is the number as
 * it was written, unless `children` gives another (an icon before it, say).
 */
export function PhoneLink({
  phone,
  children,
  ...props
}: AnchorProps & { phone: string; children?: ReactNode }) {
  return (
    <Anchor href={telHref(phone)} style={{ whiteSpace: 'nowrap' }} {...props}>
      {children ?? phone}
    </Anchor>
  );
}
