import { caregiverPlaceLabels } from '@equilibrio/contract/backoffice';
import type { CaregiverPlaceKind } from '@equilibrio/contract/enums';
import { Badge, type MantineColor } from '@mantine/core';

/** Ended or passed over: grey; the family's choice stands out; a place still to send, ink. */
const placeColors: Record<CaregiverPlaceKind, MantineColor> = {
  INTERVIEW_FAILED: 'gray',
  WITHDRAWN: 'gray',
  REPLACED: 'gray',
  confirmed: 'primary',
  chosen: 'secondary',
  passedOver: 'gray',
  proposed: 'blue',
  toSend: 'ink',
};

/**
 * Where a caregiver's place on a request stands (`caregiverPlace`): 'Proposto alla famiglia',
 * 'Scelto, pagamento ricevuto', 'Colloquio non riuscito'… The request's candidates and the caregiver's requests.
 */
export function CaregiverPlaceBadge({ place }: { place: CaregiverPlaceKind }) {
  return (
    <Badge color={placeColors[place]} variant="light" tt="none">
      {caregiverPlaceLabels[place]}
    </Badge>
  );
}
