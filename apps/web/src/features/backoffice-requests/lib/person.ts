import type { PersonRef } from '@equilibrio/contract/backoffice';

/** What the back office calls a customer who erased their account (no personal data left). */
export const deletedCustomerLabel = 'Cliente eliminato';

/** "Paola Verdi", or the email, or a fallback; 'Cliente eliminato' for an erased customer. */
export function personName(
  person: (PersonRef & { deleted?: boolean }) | null | undefined,
  fallback = '—',
) {
  if (!person) return fallback;
  if (person.deleted) return deletedCustomerLabel;
  const full = [person.name, person.surname].filter(Boolean).join(' ');
  return full || person.email || fallback;
}
