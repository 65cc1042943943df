/** The client section of the sale form (spec 02 §3 Sale.client): only the name is required (§5). */
import { useFormContext } from 'react-hook-form';
import type { SaleFormValues } from '../../domain/schemas/sales';
import { formInputs } from '../../ui/form-inputs';
import { FormSection } from '../../ui/form-section';
import { civilStateOptions } from './sale-form';

const { TextField, LongTextField, SelectField, DateField } = formInputs<SaleFormValues>();

/** Phone inputs: 9 characters at most (spec 02 §9). */
export const PHONE_MAX_LENGTH = 9;

export function SaleClientInputs() {
  const { getValues } = useFormContext<SaleFormValues>();
  return (
    <FormSection title="Cliente" testId="sale-section-client">
      <TextField name="client.name" label="Nome do cliente" required />
      <DateField name="client.birthDate" label="Data de nascimento" />
      <SelectField
        name="client.civilState"
        label="Estado civil"
        options={civilStateOptions(getValues('client.civilState'))}
      />
      <TextField name="client.citizenshipNumber" label="Nº do cartão de cidadão" />
      <DateField name="client.expireCcDate" label="Validade do cartão de cidadão" />
      <TextField name="client.financeNumber" label="NIF" inputMode="numeric" maxLength={11} />
      <TextField name="client.street" label="Morada" />
      <TextField name="client.parish" label="Freguesia" />
      <TextField name="client.county" label="Concelho" />
      <TextField name="client.district" label="Distrito" />
      <TextField
        name="client.postalCode"
        label="Código postal"
        inputMode="numeric"
        placeholder="1234-567"
        maxLength={8}
      />
      <TextField name="client.mobileNumber" label="Telemóvel" type="tel" maxLength={PHONE_MAX_LENGTH} />
      <TextField name="client.email" label="E-mail" type="email" />
      <TextField name="client.activity" label="Profissão" />
      <LongTextField name="client.observations" label="Observações do cliente" />
    </FormSection>
  );
}
