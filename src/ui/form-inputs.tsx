/**
 * The inputs every record form shares (vehicle, sale, contact; spec 01 §5,
 * spec 02 §5), each bound by its path to the react-hook-form in context and
 * showing the schema's message after a submit: text trimmed on blur with its
 * repeated spaces collapsed, numbers with a decimal comma (empty is none,
 * anything else 'Precisa de ser um número'), dates, choices (empty is none),
 * a long text and a check box. Large touch targets (size lg). `readOnly` is a
 * detail's view mode; `disabled` a field the user may not change.
 *
 * The components are generic over the form's values; a feature binds them to
 * its own once with `formInputs<Values>()`, so every name is a checked path.
 */
import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FocusEvent, ReactElement, ReactNode } from 'react';
import {
  Controller,
  get,
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { tidyLongText, tidyText } from '../domain/validation';
import { FormField } from './form-field';
import { parseNumberInput, type SelectOption } from './form-section';
import { SelectOptions } from './select-options';

export interface InputProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

/** A labelled field with the schema's message for its path, found by `[data-field=path]`. */
function Shell<T extends FieldValues>({
  name,
  label,
  required,
  children,
}: InputProps<T> & { children: ReactNode }) {
  const { errors } = useFormState<T>({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <div data-field={name}>
      <FormField label={label} required={required ?? false} error={error}>
        {children}
      </FormField>
    </div>
  );
}

/** The blur handler that writes the tidied text back (and marks the form changed) when it differs. */
function useTidyOnBlur<T extends FieldValues>(name: FieldPath<T>, tidy: ((value: string) => string) | null) {
  const { setValue } = useFormContext<T>();
  return (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!tidy) return;
    const tidied = tidy(e.target.value);
    if (tidied !== e.target.value)
      setValue(name, tidied as PathValue<T, FieldPath<T>>, { shouldDirty: true });
  };
}

export type TextFieldProps<T extends FieldValues> = InputProps<T> & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  maxLength?: number;
  /** How the text is tidied on blur (text, e-mail and phone only); trimmed, spaces collapsed by default. */
  tidy?: (value: string) => string;
  /** The phone keyboard to show ('numeric' for a NIF or a postal code); 'tel' inputs get 'tel'. */
  inputMode?: 'numeric' | 'tel';
  placeholder?: string;
};

/**
 * How a read-only box looks in a detail's view mode: its value as text on a line, not a box
 * that looks editable (issue 24).
 */
export const readOnlyLook = (readOnly: boolean | undefined) =>
  readOnly ? ({ variant: 'flushed', borderColor: 'transparent', px: '0', cursor: 'default' } as const) : {};

export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const { name, type = 'text', maxLength, readOnly, disabled, tidy = tidyText, placeholder } = props;
  const tidies = type === 'text' || type === 'email' || type === 'tel';
  const onBlur = useTidyOnBlur<T>(name, tidies ? tidy : null);
  return (
    <Shell {...props}>
      <Input
        size="lg"
        type={type}
        maxLength={maxLength}
        inputMode={props.inputMode ?? (type === 'tel' ? 'tel' : undefined)}
        placeholder={placeholder}
        autoComplete="off"
        readOnly={readOnly}
        disabled={disabled}
        {...readOnlyLook(readOnly)}
        resize={readOnly ? 'none' : undefined}
        {...register(name, { onBlur })}
      />
    </Shell>
  );
}

export function LongTextField<T extends FieldValues>(props: InputProps<T> & { rows?: number }) {
  const { register } = useFormContext<T>();
  const { name, readOnly, disabled, rows = 3 } = props;
  const onBlur = useTidyOnBlur<T>(name, tidyLongText);
  return (
    <Shell {...props}>
      <Textarea
        size="lg"
        rows={rows}
        readOnly={readOnly}
        disabled={disabled}
        {...readOnlyLook(readOnly)}
        resize={readOnly ? 'none' : undefined}
        {...register(name, { onBlur })}
      />
    </Shell>
  );
}

export function NumberField<T extends FieldValues>(props: InputProps<T>) {
  const { register } = useFormContext<T>();
  const { name, readOnly, disabled } = props;
  return (
    <Shell {...props}>
      <Input
        size="lg"
        inputMode="decimal"
        autoComplete="off"
        readOnly={readOnly}
        disabled={disabled}
        {...readOnlyLook(readOnly)}
        {...register(name, {
          setValueAs: parseNumberInput,
          onBlur: (e: FocusEvent<HTMLInputElement>) => {
            // Trimmed on blur (spec 01 §5); the value itself was read without the spaces.
            const trimmed = e.target.value.trim();
            if (trimmed !== e.target.value) e.target.value = trimmed;
          },
        })}
      />
    </Shell>
  );
}

export function DateField<T extends FieldValues>(props: InputProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <Shell {...props}>
      <Input
        size="lg"
        type="date"
        readOnly={props.readOnly}
        disabled={props.disabled}
        {...register(props.name)}
      />
    </Shell>
  );
}

export type SelectFieldProps<T extends FieldValues> = InputProps<T> & {
  options: readonly SelectOption[];
  /** The choice of none; null when a value is always chosen. */
  emptyLabel?: string | null;
};

/** A choice; read-only shows as disabled (a native select has no read-only). */
export function SelectField<T extends FieldValues>({
  options,
  emptyLabel = 'Escolha…',
  ...props
}: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  // On the select itself too: inside a field, the root's `disabled` gives way to the field's.
  const disabled = props.readOnly || props.disabled;
  return (
    <Shell {...props}>
      <NativeSelect.Root size="lg" disabled={disabled} variant={props.readOnly ? 'plain' : undefined}>
        <NativeSelect.Field
          disabled={disabled}
          // Read-only: its value as text, like the other boxes of a view mode — not a dimmed box (issue 24).
          {...(props.readOnly ? { px: '0', opacity: 1, cursor: 'default', color: 'fg' } : {})}
          {...register(props.name, { setValueAs: (v: string) => (v === '' ? null : v) })}
        >
          <SelectOptions emptyLabel={emptyLabel} options={options} />
        </NativeSelect.Field>
        {props.readOnly ? null : <NativeSelect.Indicator />}
      </NativeSelect.Root>
    </Shell>
  );
}

export interface CheckboxFieldProps<T extends FieldValues> {
  name: FieldPathByValue<T, boolean | null | undefined>;
  label: string;
  /** Read-only shows as disabled (a check box has no read-only). */
  readOnly?: boolean;
  disabled?: boolean;
  /** Set when the box sits at the foot of its grid row, beside labelled inputs. */
  alignEnd?: boolean;
  /** Runs after the value changed (a sale's retake and loan resets). */
  onToggle?: (checked: boolean) => void;
}

export function CheckboxField<T extends FieldValues>({
  name,
  label,
  readOnly,
  disabled,
  alignEnd = false,
  onToggle,
}: CheckboxFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          size="lg"
          alignSelf={alignEnd ? 'end' : undefined}
          minH="11"
          checked={field.value === true}
          disabled={readOnly || disabled}
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

/** Options of an enumeration, labelled in pt-PT. */
export function enumOptions<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The inputs bound to one form's values: `const { TextField } = formInputs<SaleFormValues>()`. */
export interface FormInputs<T extends FieldValues> {
  TextField: (props: TextFieldProps<T>) => ReactElement;
  LongTextField: (props: InputProps<T> & { rows?: number }) => ReactElement;
  NumberField: (props: InputProps<T>) => ReactElement;
  DateField: (props: InputProps<T>) => ReactElement;
  SelectField: (props: SelectFieldProps<T>) => ReactElement;
  CheckboxField: (props: CheckboxFieldProps<T>) => ReactElement;
}

export function formInputs<T extends FieldValues>(): FormInputs<T> {
  return { TextField, LongTextField, NumberField, DateField, SelectField, CheckboxField };
}
