/**
 * The inputs of the vehicle forms (spec 01 §5): the record-form inputs of
 * src/ui bound to the vehicle form's values, each field labelled as
 * VEHICLE_FIELD_LABELS says, and which fields the user sees.
 */
import { useMemo } from 'react';
import { useSessionStore } from '../../data/session';
import type { VehicleFormValues } from '../../domain/schemas/vehicles';
import { VEHICLE_FIELD_LABELS, vehicleFormFields, type VehicleFormField } from '../../domain/vehicle-diff';
import { formInputs } from '../../ui/form-inputs';

export const { TextField, LongTextField, NumberField, DateField, SelectField, CheckboxField } =
  formInputs<VehicleFormValues>();

/** A field's name and label, to spread on an input: `<TextField {...vehicleField('brand')} required />`. */
export function vehicleField<N extends VehicleFormField>(name: N): { name: N; label: string } {
  return { name, label: VEHICLE_FIELD_LABELS[name] };
}

export function useVisibleFields(): ReadonlySet<VehicleFormField> {
  const user = useSessionStore((s) => s.user);
  return useMemo(() => new Set(user ? vehicleFormFields(user) : []), [user]);
}

/** Upper case, no spaces (spec 01 §5). */
export const tidyLicensePlate = (value: string) => value.replace(/\s+/g, '').toUpperCase();
