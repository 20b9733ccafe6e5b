import type { PersonRef } from '@equilibrio/contract/backoffice';
import { fullName } from '@equilibrio/contract/people';

/** What the back office calls a customer who erased their account (no personal data left). */
export const deletedCustomerLabel = 'Account eliminato';

/** "Paola Verdi", or the email, or a fallback; 'Account eliminato' for an erased customer. */
export function personName(
  person:
    | (Pick<PersonRef, 'name' | 'surname'> & { email?: string | null; deleted?: boolean })
    | null
    | undefined,
  fallback = '—',
) {
  if (!person) return fallback;
  if (person.deleted) return deletedCustomerLabel;
  return fullName(person.name, person.surname) || person.email || fallback;
}
