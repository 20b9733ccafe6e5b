import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import { boundField, checkedInput, type Unbound } from './bound-field';

/** A checkbox bound to a yes/no form field. */
export const CheckboxField = boundField<Omit<CheckboxProps, Unbound>>(({ field, error }, props) => (
  <Checkbox {...checkedInput(field)} {...props} error={error} />
));

/** A switch bound to a yes/no form field. */
export const SwitchField = boundField<Omit<SwitchProps, Unbound>>(({ field }, props) => (
  <Switch {...checkedInput(field)} {...props} />
));
