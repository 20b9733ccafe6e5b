import { Badge, type BadgeProps } from '@mantine/core';
import { RequestIdLinks } from './request-link';

/**
 * 'Scelto su #12' / 'Scelto su #12, #15': the open requests that have already chosen or
 * confirmed a caregiver, shown wherever a tutor is about to propose them for another one.
 * 'Scelto' is true of both (a choice awaiting its payment is no job yet: 'Incarico' claimed one),
 * and of every caregiver, as the place badges say it ('Scelto dalla famiglia'; 'Impegnata' was
 * said of men too). Nothing when there are none.
 * `linked` (the caregiver's own page): each request is a link to it.
 */
export function BusyBadge({
  requestIds,
  size = 'sm',
  linked = false,
}: {
  requestIds: readonly number[] | undefined;
  size?: BadgeProps['size'];
  linked?: boolean;
}) {
  if (!requestIds?.length) return null;
  return (
    <Badge
      // A span: it sits in running text too (a page header's description, a <p>), where a div
      // would close the paragraph in the server-drawn page and the app could not adopt it.
      component="span"
      size={size}
      color="sun.5"
      variant="filled"
      tt="none"
      w="fit-content"
      title={
        requestIds.length === 1
          ? 'Scelto dalla famiglia di una richiesta aperta, che ha già pagato o deve ancora pagare'
          : 'Scelto dalle famiglie di più richieste aperte, che hanno già pagato o devono ancora pagare'
      }
    >
      Scelto su{' '}
      {linked ? (
        <RequestIdLinks ids={requestIds} inherit c="inherit" underline="always" />
      ) : (
        requestIds.map((id) => `#${id}`).join(', ')
      )}
    </Badge>
  );
}
