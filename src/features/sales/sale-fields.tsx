/**
 * The inputs of the sale form (spec 02 §2 "New sale", §5), each bound by its
 * path to the form in context and showing the schema's message after a
 * submit: text trimmed on blur, numbers with a decimal comma (empty is none,
 * anything else 'Precisa de ser um número'), dates, choices, a long text and
 * a check box. Large touch targets (size lg).
 */
import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FocusEvent, ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState, type Path } from 'react-hook-form';
import type { SaleFormValues } from '../../domain/schemas/sales';
import { tidyLongText, tidyText } from '../../domain/validation';
import { FormField } from '../../ui/form-field';
import { parseNumberInput, type SelectOption } from '../../ui/form-section';

export { FormSection, type SelectOption } from '../../ui/form-section';

export type SalePath = Path<SaleFormValues>;

interface FieldProps {
  name: SalePath;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

function Shell({ name, label, required, children }: FieldProps & { children: ReactNode }) {
  const { errors } = useFormState<SaleFormValues>({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <div data-field={name}>
      <FormField label={label} required={required ?? false} error={error}>
        {children}
      </FormField>
    </div>
  );
}

export function SaleText(props: FieldProps & { type?: 'text' | 'email' | 'tel'; maxLength?: number }) {
  const { register, setValue } = useFormContext<SaleFormValues>();
  const { name, type = 'text', maxLength, disabled } = props;
  return (
    <Shell {...props}>
      <Input
        size="lg"
        type={type}
        maxLength={maxLength}
        autoComplete="off"
        disabled={disabled}
        {...register(name, {
          onBlur: (e: FocusEvent<HTMLInputElement>) => {
            const tidied = tidyText(e.target.value);
            if (tidied !== e.target.value) setValue(name, tidied, { shouldDirty: true });
          },
        })}
      />
    </Shell>
  );
}

export function SaleNumber(props: FieldProps) {
  const { register } = useFormContext<SaleFormValues>();
  return (
    <Shell {...props}>
      <Input
        size="lg"
        inputMode="decimal"
        autoComplete="off"
        disabled={props.disabled}
        {...register(props.name, { setValueAs: parseNumberInput })}
      />
    </Shell>
  );
}

export function SaleDate(props: FieldProps) {
  const { register } = useFormContext<SaleFormValues>();
  return (
    <Shell {...props}>
      <Input size="lg" type="date" disabled={props.disabled} {...register(props.name)} />
    </Shell>
  );
}

export function SaleLongText(props: FieldProps) {
  const { register, setValue } = useFormContext<SaleFormValues>();
  const { name } = props;
  return (
    <Shell {...props}>
      <Textarea
        size="lg"
        rows={3}
        {...register(name, {
          onBlur: (e: FocusEvent<HTMLTextAreaElement>) => {
            const tidied = tidyLongText(e.target.value);
            if (tidied !== e.target.value) setValue(name, tidied, { shouldDirty: true });
          },
        })}
      />
    </Shell>
  );
}

export function SaleSelect({
  options,
  emptyLabel = 'Escolha…',
  ...props
}: FieldProps & { options: readonly SelectOption[]; emptyLabel?: string | null }) {
  const { register } = useFormContext<SaleFormValues>();
  return (
    <Shell {...props}>
      <NativeSelect.Root size="lg" disabled={props.disabled}>
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
    </Shell>
  );
}

/** A check box; `onToggle` runs after the value changed (the retake and loan resets). */
export function SaleCheckbox({
  name,
  label,
  onToggle,
}: {
  name: 'retake' | 'loan';
  label: string;
  onToggle?: (checked: boolean) => void;
}) {
  const { control } = useFormContext<SaleFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          size="lg"
          minH="11"
          checked={field.value === true}
          onCheckedChange={(e) => {
            field.onChange(e.checked === true);
            onToggle?.(e.checked === true);
          }}
          onBlur={field.onBlur}
          name={field.name}
          data-field={name}
        >
          <Checkbox.HiddenInput ref={field.ref} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
