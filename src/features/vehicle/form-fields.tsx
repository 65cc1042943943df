/**
 * The inputs of the vehicle forms (spec 01 §5): each a labelled Chakra field
 * bound to the form in context, showing the schema's message after a submit.
 * Text is trimmed on blur with repeated spaces collapsed; numbers accept a
 * decimal comma, empty means none, anything else is 'Precisa de ser um número'.
 */
import { Checkbox, Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useMemo, type FocusEvent, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useSessionStore } from '../../data/session';
import type { VehicleFormValues } from '../../domain/schemas/vehicles';
import { tidyLongText, tidyText } from '../../domain/validation';
import { VEHICLE_FIELD_LABELS, vehicleFormFields, type VehicleFormField } from '../../domain/vehicle-diff';
import { parseNumberInput, type SelectOption } from '../../ui/form-section';

export { FormSection, parseNumberInput, type SelectOption } from '../../ui/form-section';

export type TextFieldName = 'brand' | 'model' | 'version' | 'licensePlate' | 'color' | 'numBoard';
export type NumberFieldName =
  | 'numberDoors'
  | 'numberSeats'
  | 'grossWeight'
  | 'tara'
  | 'motorPower'
  | 'cylinder'
  | 'mileage'
  | 'buyPrice'
  | 'sellerPrice'
  | 'associatedCosts'
  | 'previewCosts';
export type DateFieldName = 'dateVehicle' | 'firstDateLicensePlate' | 'createdAt';
export type SelectFieldName =
  'state' | 'typeVehicle' | 'fuel' | 'shift' | 'availability' | 'standUuid' | 'retakePerson';

export function useVisibleFields(): ReadonlySet<VehicleFormField> {
  const user = useSessionStore((s) => s.user);
  return useMemo(() => new Set(user ? vehicleFormFields(user) : []), [user]);
}

/** Upper case, no spaces (spec 01 §5). */
export const tidyLicensePlate = (value: string) => value.replace(/\s+/g, '').toUpperCase();

function useFieldError(name: VehicleFormField): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<VehicleFormValues>();
  const error = errors[name] as { message?: string } | undefined;
  return error?.message;
}

interface FieldProps<N extends VehicleFormField> {
  name: N;
  required?: boolean;
  /** Overrides the label of VEHICLE_FIELD_LABELS. */
  label?: string;
}

function FieldShell({
  name,
  required,
  label,
  children,
}: FieldProps<VehicleFormField> & { children: ReactNode }) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required} data-field={name}>
      <Field.Label>
        {label ?? VEHICLE_FIELD_LABELS[name]}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TextField({
  name,
  tidy = tidyText,
  ...props
}: FieldProps<TextFieldName> & { tidy?: (value: string) => string }) {
  const { register, setValue } = useFormContext<VehicleFormValues>();
  return (
    <FieldShell name={name} {...props}>
      <Input
        size="lg"
        autoComplete="off"
        {...register(name, {
          onBlur: (e: FocusEvent<HTMLInputElement>) => {
            const tidied = tidy(e.target.value);
            if (tidied !== e.target.value) setValue(name, tidied, { shouldDirty: true });
          },
        })}
      />
    </FieldShell>
  );
}

export function LongTextField(props: FieldProps<'observations'>) {
  const { register, setValue } = useFormContext<VehicleFormValues>();
  return (
    <FieldShell {...props}>
      <Textarea
        size="lg"
        rows={4}
        {...register(props.name, {
          onBlur: (e: FocusEvent<HTMLTextAreaElement>) => {
            const tidied = tidyLongText(e.target.value);
            if (tidied !== e.target.value) setValue(props.name, tidied, { shouldDirty: true });
          },
        })}
      />
    </FieldShell>
  );
}

export function NumberField(props: FieldProps<NumberFieldName>) {
  const { register } = useFormContext<VehicleFormValues>();
  return (
    <FieldShell {...props}>
      <Input
        size="lg"
        inputMode="decimal"
        autoComplete="off"
        {...register(props.name, {
          setValueAs: parseNumberInput,
          onBlur: (e: FocusEvent<HTMLInputElement>) => {
            // Trimmed on blur (spec 01 §5); the value itself was read without the spaces.
            const trimmed = e.target.value.trim();
            if (trimmed !== e.target.value) e.target.value = trimmed;
          },
        })}
      />
    </FieldShell>
  );
}

export function DateField(props: FieldProps<DateFieldName>) {
  const { register } = useFormContext<VehicleFormValues>();
  return (
    <FieldShell {...props}>
      <Input size="lg" type="date" {...register(props.name)} />
    </FieldShell>
  );
}

export function SelectField({
  options,
  emptyLabel = 'Escolha…',
  ...props
}: FieldProps<SelectFieldName> & {
  options: readonly SelectOption[];
  /** The choice of none; null when a value is always chosen. */
  emptyLabel?: string | null;
}) {
  const { register } = useFormContext<VehicleFormValues>();
  return (
    <FieldShell {...props}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field {...register(props.name, { setValueAs: (v: string) => (v === '' ? null : v) })}>
          {emptyLabel === null ? null : <option value="">{emptyLabel}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

/** Options of an enumeration, labelled in pt-PT. */
export function enumOptions<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export function CheckboxField({ name }: { name: 'iva' }) {
  const { control } = useFormContext<VehicleFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          size="lg"
          alignSelf="end"
          minH="11"
          checked={field.value === true}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
          onBlur={field.onBlur}
          name={field.name}
          data-field={name}
        >
          <Checkbox.HiddenInput ref={field.ref} />
          <Checkbox.Control />
          <Checkbox.Label>{VEHICLE_FIELD_LABELS[name]}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
