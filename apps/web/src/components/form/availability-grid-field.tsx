import { AvailabilityGrid } from '@/components/availability-grid';
import { boundField } from './bound-field';

/** The week grid of availability (`AvailabilityGrid`) bound to a form field of cells 'mon-mor'…. */
export const AvailabilityGridField = boundField<{ label: string; description?: string }>(
  ({ field, error }, { label, description }) => (
    <AvailabilityGrid
      label={label}
      description={description}
      value={field.value ?? []}
      onChange={field.onChange}
      error={error}
    />
  ),
);
