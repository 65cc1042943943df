/**
 * The inputs of the contact form, each bound by name to the form in context
 * and showing the schema's message after a submit (spec 02 §5): text trimmed
 * and its repeated spaces collapsed on blur, dates and hours, choices, a long
 * text and a check box. Large touch targets (size lg); `readOnly` is the
 * detail's view mode.
 */
import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FocusEvent, ReactNode } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { tidyLongText, tidyText } from '../../domain/validation';
import { FormField } from '../../ui/form-field';
import type { SelectOption } from '../../ui/form-section';
import type { ContactFieldName, ContactFormValues } from './contact-form';

interface FieldProps {
  name: ContactFieldName;
  label: string;
  required?: boolean;
  readOnly?: boolean;
}

function Shell({ name, label, required, children }: FieldProps & { children: ReactNode }) {
  const { errors } = useFormState<ContactFormValues>({ name });
  return (
    <div data-field={name}>
      <FormField label={label} required={required ?? false} error={errors[name]?.message}>
        {children}
      </FormField>
    </div>
  );
}

export function ContactText(
  props: FieldProps & { type?: 'text' | 'email' | 'tel' | 'date' | 'time'; maxLength?: number },
) {
  const { register, setValue } = useFormContext<ContactFormValues>();
  const { name, type = 'text', maxLength, readOnly } = props;
  const tidies = type === 'text' || type === 'email' || type === 'tel';
  return (
    <Shell {...props}>
      <Input
        size="lg"
        type={type}
        maxLength={maxLength}
        inputMode={type === 'tel' ? 'tel' : undefined}
        autoComplete="off"
        readOnly={readOnly}
        {...register(name, {
          onBlur: (e: FocusEvent<HTMLInputElement>) => {
            if (!tidies) return;
            const tidied = tidyText(e.target.value);
            if (tidied !== e.target.value) setValue(name, tidied, { shouldDirty: true });
          },
        })}
      />
    </Shell>
  );
}

export function ContactLongText(props: FieldProps) {
  const { register, setValue } = useFormContext<ContactFormValues>();
  const { name, readOnly } = props;
  return (
    <Shell {...props}>
      <Textarea
        size="lg"
        rows={3}
        readOnly={readOnly}
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

export function ContactSelect({
  options,
  emptyLabel = 'Escolha…',
  ...props
}: FieldProps & { options: readonly SelectOption[]; emptyLabel?: string | null }) {
  const { register } = useFormContext<ContactFormValues>();
  return (
    <Shell {...props}>
      <NativeSelect.Root size="lg" disabled={props.readOnly}>
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

export function ContactCheckbox({ name, label, readOnly }: FieldProps & { name: 'credit' }) {
  const { control } = useFormContext<ContactFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          size="lg"
          minH="11"
          checked={field.value === true}
          disabled={readOnly}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
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
