import { Badge, type BadgeProps } from '@mantine/core';

/**
 * 'Incarico su #12' / 'Incarichi su #12, #15': the open requests that have already chosen or
 * confirmed a caregiver, shown wherever a tutor is about to propose them for another one (one
 * word for every caregiver: 'Impegnata' was said of men too). Nothing when there are none.
 */
export function BusyBadge({
  requestIds,
  size = 'sm',
}: {
  requestIds: readonly number[] | undefined;
  size?: BadgeProps['size'];
}) {
  if (!requestIds?.length) return null;
  return (
    <Badge
      size={size}
      color="sun.5"
      variant="filled"
      tt="none"
      w="fit-content"
      title="Profilo già scelto o confermato su un’altra richiesta aperta"
    >
      {requestIds.length === 1 ? 'Incarico su' : 'Incarichi su'}{' '}
      {requestIds.map((id) => `#${id}`).join(', ')}
    </Badge>
  );
}
