import { ChipChoices, type ChipOption } from '@/components/chip-choices';
import { boundField } from './bound-field';

/** Several choices as chips bound to a list field, kept in the options' order. */
export const ChipsField = boundField<{
  label: string;
  options: ChipOption[];
  disabled?: boolean;
  required?: boolean;
}>(({ field, error }, props) => (
  <ChipChoices
    {...props}
    firstRef={field.ref}
    value={field.value ?? []}
    onChange={field.onChange}
    error={error}
  />
));
