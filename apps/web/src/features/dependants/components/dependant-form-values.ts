import { dependantKind } from '@equilibrio/contract/dependant-labels';
import { dependantKinds } from '@equilibrio/contract/enums';
import {
  birthDateOf,
  type Dependant,
  type DependantForm as DependantFormValues,
  type DependantInput,
  dependantBirthMessages,
  dependantBirthProblem,
  dependantFormSchema,
} from '@equilibrio/contract/people';
import { pageNow } from '@/lib/server-clock';

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
    // A stored assistito always has its birth month (a person without one is left to choose).
    kind: dependantKind(dependant, pageNow()) ?? '',
    name: dependant.name,
    month,
    year,
    gender: dependant.gender,
    handicap: dependant.handicap,
  };
};

/**
 * The contract's form rule, plus the API's rule on the birth month (not in the future, not more
 * than 120 years ago), checked as soon as month and year are valid, even while other fields are
 * still empty.
 */
export const dependantSchemaAt = (now: Date) => {
  const problemOf = (value: { month: number; year: number }) =>
    dependantBirthProblem(birthDateOf(value.month, value.year), now);
  const checked = (message: string) => ({
    path: ['year'],
    message,
    // Run while other fields are still empty: only month and year need to be valid.
    when: ({ value }: { value: unknown }) => {
      const { month, year } = (value ?? {}) as { month?: unknown; year?: unknown };
      const { shape } = dependantFormSchema;
      return shape.month.safeParse(month).success && shape.year.safeParse(year).success;
    },
  });
  return dependantFormSchema
    .refine(
      (value) => problemOf(value) !== dependantBirthMessages.future,
      checked(dependantBirthMessages.future),
    )
    .refine(
      (value) => problemOf(value) !== dependantBirthMessages.tooOld,
      checked(dependantBirthMessages.tooOld),
    );
};

/** The saved dependant: the kind's type, the birth date on the 15th of the month. */
export const toDependantInput = (values: DependantFormValues, uid: string): DependantInput => ({
  name: values.name,
  birthDate: birthDateOf(values.month, values.year),
  gender: values.gender,
  handicap: values.handicap,
  userUID: uid,
  type: dependantKinds.find((k) => k.value === values.kind)!.type,
});
