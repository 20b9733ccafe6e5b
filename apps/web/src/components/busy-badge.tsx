import { Badge, type BadgeProps } from '@mantine/core';

/**
 * 'Impegnata su #12, #15': the open requests that have already chosen or confirmed a caregiver,
 * shown wherever a tutor is about to propose her for another one. Nothing when there are none.
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
      title="Scelta o confermata su un’altra richiesta aperta"
    >
      Impegnata su {requestIds.map((id) => `#${id}`).join(', ')}
    </Badge>
  );
}
