/** The client section of the sale form (spec 02 §3 Sale.client): only the name is required (§5). */
import { useFormContext } from 'react-hook-form';
import type { SaleFormValues } from '../../domain/schemas/sales';
import { SaleDate, SaleLongText, FormSection, SaleSelect, SaleText } from './sale-fields';
import { civilStateOptions } from './sale-form';

/** Phone inputs: 9 characters at most (spec 02 §9). */
export const PHONE_MAX_LENGTH = 9;

export function SaleClientInputs() {
  const { getValues } = useFormContext<SaleFormValues>();
  return (
    <FormSection title="Cliente" testId="sale-section-client">
      <SaleText name="client.name" label="Nome do cliente" required />
      <SaleDate name="client.birthDate" label="Data de nascimento" />
      <SaleSelect
        name="client.civilState"
        label="Estado civil"
        options={civilStateOptions(getValues('client.civilState'))}
      />
      <SaleText name="client.citizenshipNumber" label="Nº do cartão de cidadão" />
      <SaleDate name="client.expireCcDate" label="Validade do cartão de cidadão" />
      <SaleText name="client.financeNumber" label="NIF" />
      <SaleText name="client.street" label="Morada" />
      <SaleText name="client.parish" label="Freguesia" />
      <SaleText name="client.county" label="Concelho" />
      <SaleText name="client.district" label="Distrito" />
      <SaleText name="client.postalCode" label="Código postal" />
      <SaleText name="client.mobileNumber" label="Telemóvel" type="tel" maxLength={PHONE_MAX_LENGTH} />
      <SaleText name="client.email" label="E-mail" type="email" />
      <SaleText name="client.activity" label="Profissão" />
      <SaleLongText name="client.observations" label="Observações do cliente" />
    </FormSection>
  );
}
