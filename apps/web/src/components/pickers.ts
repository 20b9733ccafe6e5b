import type { BusinessLine, Language } from '@equilibrio/contract/enums';
import type { ComponentType } from 'react';

/**
 * Controlled pickers that one feature offers and another composes (wired in app/routes, since
 * features never import each other): the request form takes a dependant picker and an address
 * picker from the personal area.
 */
export type PickerProps<T> = {
  value: T;
  onChange: (value: T) => void;
  /** Leaving the field (the form shows its message once the field was visited). */
  onBlur?: () => void;
  error?: string;
  label?: string;
  /** A line under the label (what the empty field still stands for). */
  description?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * Multi-select of the user's dependants by id, with 'Aggiungi nuovo' (opens the dependant form);
 * with `line`, only the assistiti that service is for can be chosen (dependantTypesFor), and
 * `onUnfitChange` hears whether some chosen one is not (the form then cannot be sent).
 */
export type DependantPicker = ComponentType<
  PickerProps<number[]> & {
    line?: BusinessLine | null;
    onUnfitChange?: (unfit: boolean) => void;
  }
>;
/**
 * Single select of the user's saved addresses by id, with 'Aggiungi nuovo' (opens the address form).
 * `kept`: an address none of the saved ones (a request's own, typed by the tutor) that the empty
 * value stands for, named in the field as its choice and offered again once a saved one is chosen.
 */
export type AddressPicker = ComponentType<PickerProps<number | null> & { kept?: string | null }>;

/**
 * The back office's caregiver search (offered by the caregivers directory, used by the request
 * workspace to add candidates): filters by type, language and province, and picks one at a time.
 */
export type CaregiverPickerProps = {
  /** The type the request needs (babysitter, pet-sitter, badante, colf). */
  caregiverType: 'babysitter' | 'pet-sitter' | 'badante' | 'colf';
  /** Suggested province filter (the request's). */
  province: string | null;
  /** Suggested language filter: the first language the request asks besides Italian. */
  language?: Language | null;
  /**
   * The request's days and time slots (`requestedCells`): a caregiver not free then says so on
   * their row.
   */
  wantedCells?: readonly string[];
  /** Caregivers already on the request (docRefs): shown as added. */
  excluded: string[];
  /** `busyOn`: the open requests the caregiver is held on, as the search listed them. */
  onPick: (docRef: string, busyOn?: readonly number[]) => Promise<void>;
};
export type CaregiverPicker = ComponentType<CaregiverPickerProps>;
