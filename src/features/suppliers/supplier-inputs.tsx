/**
 * The fields the supplier forms share (spec 02 §5): 'É frequente' (Sim/Não)
 * and the supplier's details (src/ui/supplier-fields.tsx). The detail form
 * shows the street in upper case, as it is stored.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SupplierFields, YesNoField, type SupplierFieldName } from '../../ui/supplier-fields';

export type { SupplierFieldName };

interface Props {
  field: (name: SupplierFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<SupplierFieldName | 'isFrequent', { message?: string }>>;
  isFrequent: boolean;
  onFrequentChange: (value: boolean) => void;
  readOnly?: boolean;
  upperStreet?: boolean;
}

export function SupplierInputs({
  field,
  errors,
  isFrequent,
  onFrequentChange,
  readOnly = false,
  upperStreet = false,
}: Props) {
  return (
    <SupplierFields
      field={field}
      errors={errors}
      readOnly={readOnly}
      upperStreet={upperStreet}
      leading={
        <YesNoField
          label="É frequente"
          value={isFrequent}
          onChange={onFrequentChange}
          disabled={readOnly}
          error={errors.isFrequent?.message}
        />
      }
    />
  );
}
