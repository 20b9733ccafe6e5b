import { dependantKinds } from '@equilibrio/contract/enums';
import {
  birthDateOf,
  type Dependant,
  type DependantForm as DependantFormValues,
  type DependantInput,
  dependantFormSchema,
} from '@equilibrio/contract/people';
import { kindOf } from '@/lib/dependant-age';
import { dependantMessages } from '../messages';

/** What the form holds: empty choices ('' / undefined) until the customer picks them. */
export type DependantFieldValues = {
  kind: DependantFormValues['kind'] | '';
  name: string;
  month: number | undefined;
  year: number | undefined;
  gender: DependantFormValues['gender'] | '';
  handicap: boolean;
};

export const emptyDependant: DependantFieldValues = {
  kind: '',
  name: '',
  month: undefined,
  year: undefined,
  gender: '',
  handicap: false,
};

export const dependantFieldValues = (
  dependant: Dependant | null | undefined,
): DependantFieldValues => {
  if (!dependant) return emptyDependant;
  const [year, month] = dependant.birthDate.split('-').map(Number);
  return {
    kind: kindOf(dependant),
    name: dependant.name,
    month,
    year,
    gender: dependant.gender,
    handicap: dependant.handicap,
  };
};

/**
 * The contract's form rule, plus: a birth month in the future is refused (checked as soon as
 * month and year are valid, even while other fields are still empty).
 */
export const dependantSchemaAt = (now: Date) =>
  dependantFormSchema.refine(
    (value) => value.year * 12 + value.month <= now.getFullYear() * 12 + now.getMonth() + 1,
    {
      path: ['year'],
      message: dependantMessages.futureBirth,
      when: ({ value }) => {
        const { month, year } = (value ?? {}) as { month?: unknown; year?: unknown };
        return (
          typeof month === 'number' &&
          month >= 1 &&
          month <= 12 &&
          typeof year === 'number' &&
          year >= 1000 &&
          year <= 9999
        );
      },
    },
  );

/** The saved dependant: the kind's type, the birth date on the 15th of the month. */
export const toDependantInput = (values: DependantFormValues, uid: string): DependantInput => ({
  name: values.name,
  birthDate: birthDateOf(values.month, values.year),
  gender: values.gender,
  handicap: values.handicap,
  userUID: uid,
  type: dependantKinds.find((k) => k.value === values.kind)!.type,
});
