import { AddressPicker } from '@/features/addresses/components/address-picker';
import { DependantPicker } from '@/features/dependants/components/dependant-picker';
import { RequestFormPage } from '@/features/requests/pages/request-form-page';

/** The request form with the personal area's pickers (features meet only here, in app/). */
export function Component() {
  return <RequestFormPage DependantPicker={DependantPicker} AddressPicker={AddressPicker} />;
}
