import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';

type NoticeProps = Omit<AlertProps, 'variant' | 'icon'>;

/** What went wrong on a page (a failed load, a missing item): the danger colour, a warning sign. */
export function ProblemAlert(props: Omit<NoticeProps, 'color'>) {
  return (
    <Alert color="danger" variant="light" icon={<IconAlertTriangle aria-hidden />} {...props} />
  );
}

/** Something worth knowing, with an information sign; in `color`, blue unless told. */
export function InfoAlert({ color = 'blue', ...props }: NoticeProps) {
  return <Alert color={color} variant="light" icon={<IconInfoCircle aria-hidden />} {...props} />;
}
