/**
 * The shared record-form inputs on a form of their own: text tidied on blur
 * (or as the caller says), a long text keeping its lines, numbers with a
 * decimal comma, empty choices as none, the check box with its toggle
 * callback, read-only vs disabled (a select is disabled when read-only), and
 * the schema's message under the field of a nested path.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { formInputs } from './form-inputs';

interface Values {
  name: string;
  notes: string;
  price: number | string | null;
  kind: string | null;
  flag: boolean;
  client: { email: string };
}

const { TextField, LongTextField, NumberField, SelectField, CheckboxField } = formInputs<Values>();

const DEFAULTS: Values = { name: '', notes: '', price: null, kind: 'a', flag: false, client: { email: '' } };

function setUp(props: { readOnly?: boolean; disabled?: boolean; onToggle?: (on: boolean) => void } = {}) {
  let form: UseFormReturn<Values> | undefined;
  function Form() {
    const methods = useForm<Values>({ defaultValues: DEFAULTS });
    form = methods;
    return (
      <FormProvider {...methods}>
        <TextField name="name" label="Nome" required {...props} />
        <TextField name="client.email" label="E-mail" type="email" tidy={(v) => v.toLowerCase()} />
        <LongTextField name="notes" label="Notas" {...props} />
        <NumberField name="price" label="Preço" />
        <SelectField
          name="kind"
          label="Tipo"
          options={[{ value: 'a', label: 'A' }]}
          emptyLabel="Nenhum"
          {...props}
        />
        <CheckboxField name="flag" label="Bandeira" onToggle={props.onToggle} {...props} />
      </FormProvider>
    );
  }
  render(
    <ChakraProvider value={defaultSystem}>
      <Form />
    </ChakraProvider>,
  );
  return { user: userEvent.setup({ delay: null }), form: () => form! };
}

const fieldOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

describe('the shared form inputs', () => {
  it('tidies text on blur and reads numbers and choices', async () => {
    const { user, form } = setUp();
    const name = within(fieldOf('name')).getByRole('textbox');
    await user.type(name, '  Ana   Sousa ');
    await user.tab();
    expect(name).toHaveValue('Ana Sousa');
    expect(form().getValues('name')).toBe('Ana Sousa');

    await user.type(within(fieldOf('client.email')).getByRole('textbox'), 'ANA@X.PT');
    await user.tab();
    expect(form().getValues('client.email')).toBe('ana@x.pt');

    const notes = within(fieldOf('notes')).getByRole('textbox');
    await user.type(notes, ' linha  um{enter}linha dois ');
    await user.tab();
    expect(form().getValues('notes')).toBe('linha um\nlinha dois');

    const price = within(fieldOf('price')).getByRole('textbox');
    await user.type(price, ' 1.234,5 ');
    await user.tab();
    expect(price).toHaveValue('1.234,5'); // trimmed
    expect(form().getValues('price')).toBe(1234.5);

    await user.selectOptions(within(fieldOf('kind')).getByRole('combobox'), 'Nenhum');
    expect(form().getValues('kind')).toBeNull();
  });

  it('calls the toggle after the check box changed', async () => {
    const onToggle = vi.fn();
    const { user, form } = setUp({ onToggle });
    await user.click(screen.getByText('Bandeira'));
    expect(form().getValues('flag')).toBe(true);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('shows read-only inputs as read-only and choices as disabled', () => {
    setUp({ readOnly: true });
    expect(within(fieldOf('name')).getByRole('textbox')).toHaveAttribute('readonly');
    expect(within(fieldOf('name')).getByRole('textbox')).toBeEnabled();
    expect(within(fieldOf('kind')).getByRole('combobox')).toBeDisabled();
    expect(within(fieldOf('flag')).getByRole('checkbox', { hidden: true })).toBeDisabled();
    // A view mode reads as text (issue 24): no dropdown arrow on a choice that cannot change.
    expect(fieldOf('kind').querySelector('[class*="native-select__indicator"]')).toBeNull();
  });

  it('keeps the dropdown arrow of an editable choice', () => {
    setUp();
    expect(fieldOf('kind').querySelector('[class*="native-select__indicator"]')).not.toBeNull();
  });

  it('disables every input when disabled', () => {
    setUp({ disabled: true });
    expect(within(fieldOf('name')).getByRole('textbox')).toBeDisabled();
    expect(within(fieldOf('notes')).getByRole('textbox')).toBeDisabled();
    expect(within(fieldOf('kind')).getByRole('combobox')).toBeDisabled();
  });

  it("shows the schema's message under the field of a nested path", async () => {
    const { form } = setUp();
    form().setError('client.email', { message: 'E-mail inválido' });
    expect(await within(fieldOf('client.email')).findByText('E-mail inválido')).toBeVisible();
    expect(within(fieldOf('name')).queryByText('E-mail inválido')).not.toBeInTheDocument();
  });
});
