/**
 * The sections of the sale form (spec 02 §2 "New sale"): general data,
 * financial data, retake, financing, payment, notes, other, client, repairs.
 * Unticking the retake clears its data; toggling the loan resets its value to
 * 0 and its company to none. The seller defaults to the user and is fixed for
 * a role that cannot choose it (§6); the financing companies are the
 * company's. Options are read from the mirror, so the form works offline.
 */
import { Input, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Cost, Vehicle } from '../../domain/entities';
import { CONTACT_ORIGINS } from '../../domain/enums';
import { CONTACT_ORIGIN_LABELS } from '../../domain/labels';
import { can } from '../../domain/permissions';
import { sellerIsFixed } from '../../domain/sales';
import type { SaleFormValues } from '../../domain/schemas/sales';
import { userLabel } from '../../domain/types';
import { FormField } from '../../ui/form-field';
import { formInputs } from '../../ui/form-inputs';
import { FormSection, type SelectOption } from '../../ui/form-section';
import { EMPTY_RETAKE, financialOptions, saleSellerOptions, saleStandOptions } from './sale-form';
import { SaleClientInputs } from './sale-inputs-client';
import { MarginFigures, PaymentTotalFigure, SaleTotalFigure } from './sale-totals';

const { TextField, LongTextField, NumberField, DateField, SelectField, CheckboxField } =
  formInputs<SaleFormValues>();

const ORIGIN_OPTIONS: SelectOption[] = CONTACT_ORIGINS.map((o) => ({
  value: o,
  label: CONTACT_ORIGIN_LABELS[o],
}));

export interface SaleInputsProps {
  vehicle: Vehicle;
  costs: readonly Cost[];
}

function useCompanyOptions(
  vehicle: Vehicle,
  seller: string | null | undefined,
  stand: string | null | undefined,
) {
  const companyUuid = vehicle.companyUuid;
  return useLiveQuery(
    async () => {
      const db = mirror();
      const [users, financials, stands] = await Promise.all([
        db.users.where('companyUuid').equals(companyUuid).toArray(),
        db.financials.where('companyUuid').equals(companyUuid).toArray(),
        db.stands.where('companyUuid').equals(companyUuid).toArray(),
      ]);
      return {
        sellers: saleSellerOptions(users, seller),
        financials: financialOptions(financials),
        stands: saleStandOptions(stands, stand),
        vehicleStand: stands.find((st) => st.uuid === vehicle.standUuid)?.name ?? null,
      };
    },
    [companyUuid, seller, stand, vehicle.standUuid],
    {
      sellers: [] as SelectOption[],
      financials: [] as SelectOption[],
      stands: [] as SelectOption[],
      vehicleStand: null,
    },
  );
}

/** 'Local do stand' left empty takes the vehicle's stand (issue 24), as the server would. */
function useDefaultStand(vehicleStand: string | null) {
  const { getValues, setValue } = useFormContext<SaleFormValues>();
  useEffect(() => {
    if (vehicleStand && !getValues('standLocation')) setValue('standLocation', vehicleStand);
  }, [vehicleStand, getValues, setValue]);
}

export function SaleInputs({ vehicle, costs }: SaleInputsProps) {
  const user = useSessionStore((s) => s.user);
  const { setValue, getValues } = useFormContext<SaleFormValues>();
  const [retake, loan] = useWatch<SaleFormValues, ['retake', 'loan']>({ name: ['retake', 'loan'] });
  const fixedSeller = sellerIsFixed(user ?? { isSuperUser: false, role: null });
  const options = useCompanyOptions(vehicle, getValues('sellerUuid'), getValues('standLocation'));
  useDefaultStand(options.vehicleStand);
  const sellerName = user ? userLabel(user) : '';

  return (
    <Stack gap="8">
      <FormSection title="Dados gerais" testId="sale-section-general">
        <DateField name="dateOfSale" label="Data de venda" required />
        {fixedSeller ? (
          // Sold in the user's own name (the value stays the default): shown, not changeable.
          <FormField label="Vendedor" required>
            <Input size="lg" readOnly value={sellerName} data-testid="sale-seller-fixed" />
          </FormField>
        ) : (
          <SelectField
            name="sellerUuid"
            label="Vendedor"
            required
            options={options.sellers}
            emptyLabel={null}
          />
        )}
        <SelectField name="origin" label="Origem" options={ORIGIN_OPTIONS} />
        <SelectField name="standLocation" label="Local do stand" options={options.stands} />
        <NumberField name="vehicleKilometersOnSaleDate" label="Quilómetros na data de venda" />
        <DateField name="forecastDate" label="Data prevista de entrega" />
      </FormSection>

      <FormSection title="Dados financeiros" testId="sale-section-financial">
        <NumberField name="salePrice" label="Preço de venda (€)" required />
        <NumberField name="effectivePrice" label="Preço efetivo (€)" />
        <SaleTotalFigure />
        {can(user, 'sale.financialData') ? (
          <MarginFigures buyPrice={vehicle.buyPrice ?? null} costs={costs} />
        ) : null}
      </FormSection>

      <FormSection title="Retoma" testId="sale-section-retake">
        <CheckboxField
          name="retake"
          label="Com retoma"
          onToggle={(on) => {
            if (!on) setValue('retakeVehicle', { ...EMPTY_RETAKE }, { shouldDirty: true });
          }}
        />
        {retake ? (
          <>
            <TextField name="retakeVehicle.brand" label="Marca da retoma" />
            <TextField name="retakeVehicle.model" label="Modelo da retoma" />
            <TextField name="retakeVehicle.licensePlate" label="Matrícula da retoma" />
            <NumberField name="retakeVehicle.mileage" label="Quilómetros da retoma" />
            <NumberField name="retakeVehicle.retakeValue" label="Valor da retoma (€)" />
          </>
        ) : null}
      </FormSection>

      <FormSection title="Financiamento" testId="sale-section-financing">
        <CheckboxField
          name="loan"
          label="Com financiamento"
          onToggle={() => {
            setValue('loanValue', 0, { shouldDirty: true });
            setValue('loanCompany', null, { shouldDirty: true });
          }}
        />
        {loan ? (
          <>
            <NumberField name="loanValue" label="Valor financiado (€)" required />
            <SelectField name="loanCompany" label="Financeira" required options={options.financials} />
          </>
        ) : null}
      </FormSection>

      <FormSection title="Pagamento" testId="sale-section-payment">
        <NumberField name="onSignedContractValue" label="Na assinatura do contrato (€)" />
        <NumberField name="onVehicleDeliveryValue" label="Na entrega do veículo (€)" />
        <PaymentTotalFigure />
      </FormSection>

      <FormSection title="Notas" testId="sale-section-notes">
        <LongTextField name="businessNotes" label="Notas do negócio" />
      </FormSection>

      <FormSection title="Outros" testId="sale-section-other">
        <NumberField name="monthWarranty" label="Garantia (meses)" />
        <NumberField name="mileageWarranty" label="Garantia (km)" />
        <DateField name="deliverDate" label="Data de entrega" />
      </FormSection>

      <SaleClientInputs />

      <FormSection title="Reparações" testId="sale-section-repairs">
        <LongTextField name="workToBeDone" label="Trabalhos a realizar" />
      </FormSection>
    </Stack>
  );
}
