import { outOfAreaProvince } from '@equilibrio/contract/caregiver-matching';
import { Badge } from '@mantine/core';

/**
 * 'Fuori zona · TO': a caregiver whose province is not the request's and who does not work there
 * (`outOfAreaProvince`), on the tutor's candidate and picker cards — never on a family's screen.
 * Nothing when in the area or either province is unknown.
 */
export function OutOfAreaBadge({
  caregiver,
  requestProvince,
}: {
  caregiver: { province: string | null; workProvinces: readonly string[] };
  requestProvince: string | null;
}) {
  const province = outOfAreaProvince(caregiver, requestProvince);
  if (!province) return null;
  return (
    <Badge
      size="xs"
      color="gray"
      variant="light"
      tt="none"
      w="fit-content"
      title={`Vive in provincia di ${province} e non indica la provincia della richiesta tra le zone in cui lavora`}
    >
      Fuori zona · {province}
    </Badge>
  );
}
