import type { RequestStatus } from '@equilibrio/contract/enums';
import { Checkbox, Text } from '@mantine/core';
import { PhoneLink } from './phone-link';

/**
 * A family's message to the family tutors may be urgent (the caregiver did not come, an elder
 * left alone): the tutors are told at once, and the number to call in an urgency, when the
 * operator sets one (SUPPORT_URGENT_PHONE), is shown with the message box. One wording for the
 * 'Richiedi assistenza' modal and the request's conversation.
 */
/** A number never split across lines ('02 0000' / '0000'). */
const keepTogether = (phone: string) => phone.replace(/ /g, '\u00a0');

/**
 * The statuses where a caregiver is expected somewhere (at the interview, at work): there the
 * box's example fits. Before, no caregiver is in the family's life yet and the box says only
 * 'È urgente'; a status not known keeps the example.
 */
const caregiverExpected: readonly RequestStatus[] = [
  'COLLOQUIO PRENOTATO',
  'SELEZIONE COMPLETATA',
  'IN ATTESA',
];

export const urgentTexts = {
  label: (status?: RequestStatus) =>
    status && !caregiverExpected.includes(status)
      ? 'È urgente'
      : 'È urgente (per esempio il caregiver non si è presentato)',
  /** Once an urgent message is sent: the tutors were alerted (and the number, when there is one). */
  sent: (phone: string | null | undefined) =>
    `Messaggio urgente inviato: abbiamo avvisato subito il family tutor.${phone ? ` Se ti serve aiuto subito, chiama il ${keepTogether(phone)}.` : ''}`,
} as const;

/** 'Per un’urgenza chiama il …' with the number to tap; nothing when none is set. */
export function UrgentPhoneLine({ phone }: { phone: string | null | undefined }) {
  if (!phone) return null;
  return (
    <Text size="sm" data-testid="urgent-phone">
      Per un’urgenza chiama il <PhoneLink phone={phone} fw={600} inherit />
    </Text>
  );
}

/** The box a family ticks to say the message is urgent. */
export function UrgentCheckbox({
  checked,
  onChange,
  disabled,
  status,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The request's status: whether the example of a caregiver who did not come fits. */
  status?: RequestStatus;
}) {
  return (
    <Checkbox
      label={urgentTexts.label(status)}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
