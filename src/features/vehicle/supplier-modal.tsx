/**
 * The vehicle's supplier modal (spec 02 §2 "Supplier on a vehicle", §4, §5):
 * 'É frequente?' Sim/Não. Sim offers the company's frequent suppliers (from
 * the mirror) and the chosen one fills the fields, read only; Não empties the
 * fields for manual entry, checked with the supplier schema (name required,
 * phone 9 characters at most, NIF digits). The vehicle's supplier notes are
 * the modal's own field. Save stays disabled for 1 s after a submit.
 */
import { NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { ModalForm } from '../../ui/modal-form';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { mirror, useLiveQuery } from '../../data/db';
import type { Supplier, Vehicle } from '../../domain/entities';
import { MSG } from '../../domain/messages';
import {
  supplierCreateSchema,
  type SupplierCreateInput,
  type SupplierFormValues,
} from '../../domain/schemas/suppliers';
import { FormField } from '../../ui/form-field';
import { SupplierFields, YesNoField } from '../../ui/supplier-fields';
import { useSaveLock } from '../../ui/use-save-lock';
import { valibotResolver } from '../../ui/valibot-resolver';
import type { SupplierChoice } from './actions/vehicle-supplier';

const resolver = valibotResolver(supplierCreateSchema);

export const SUPPLIER_MODAL_TITLE = 'Adicionar fornecedor';
export const NO_FREQUENT_SUPPLIERS = 'Esta empresa não tem fornecedores frequentes';

/** The fields of a supplier as the form holds them ('' for none). */
function supplierValues(companyUuid: string, supplier?: Supplier): SupplierFormValues {
  return {
    companyUuid,
    isFrequent: supplier?.isFrequent ?? false,
    name: supplier?.name ?? '',
    street: supplier?.street ?? '',
    parish: supplier?.parish ?? '',
    county: supplier?.county ?? '',
    district: supplier?.district ?? '',
    phone: supplier?.phone ?? '',
    email: supplier?.email ?? '',
    nif: supplier?.nif ?? '',
    notes: '',
  };
}

/** The company's frequent suppliers, by name, live from the mirror. */
function useFrequentSuppliers(companyUuid: string): Supplier[] | undefined {
  return useLiveQuery(
    async () =>
      (await mirror().suppliers.where('companyUuid').equals(companyUuid).sortBy('name')).filter(
        (s) => s.isFrequent,
      ),
    [companyUuid],
  );
}

export interface SupplierModalProps {
  open: boolean;
  vehicle: Vehicle;
  onClose: () => void;
  onSave: (choice: SupplierChoice, notes: string) => Promise<void>;
}

export function SupplierModal({ open, vehicle, onClose, onSave }: SupplierModalProps) {
  const frequent = useFrequentSuppliers(vehicle.companyUuid);
  const [isFrequent, setIsFrequent] = useState<boolean | null>(null);
  const [pickedUuid, setPickedUuid] = useState('');
  const [pickError, setPickError] = useState<string | undefined>();
  const [notes, setNotes] = useState('');
  const [locked, lock] = useSaveLock();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SupplierFormValues, unknown, SupplierCreateInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: supplierValues(vehicle.companyUuid),
  });

  useEffect(() => {
    if (!open) return;
    setIsFrequent(null);
    setPickedUuid('');
    setPickError(undefined);
    setNotes(vehicle.supplierNotes ?? '');
    reset(supplierValues(vehicle.companyUuid));
  }, [open, vehicle.companyUuid, vehicle.supplierNotes, reset]);

  const choose = (value: boolean) => {
    setIsFrequent(value);
    setPickedUuid('');
    setPickError(undefined);
    // Não (and a new Sim) start from empty fields.
    reset(supplierValues(vehicle.companyUuid));
  };

  const pick = (uuid: string) => {
    setPickedUuid(uuid);
    setPickError(undefined);
    reset(
      supplierValues(
        vehicle.companyUuid,
        frequent?.find((s) => s.uuid === uuid),
      ),
    );
  };

  const save = async (choice: SupplierChoice) => {
    lock();
    await onSave(choice, notes);
    onClose();
  };

  const submitManual = handleSubmit((input) => save({ kind: 'manual', input }));

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    if (isFrequent === false) {
      void submitManual(e);
      return;
    }
    e.preventDefault();
    if (!pickedUuid) {
      lock();
      setPickError(MSG.required);
      return;
    }
    void save({ kind: 'frequent', supplierUuid: pickedUuid });
  };

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title={SUPPLIER_MODAL_TITLE}
      onSubmit={submit}
      saveDisabled={locked || isFrequent === null}
      testId="supplier"
      size={{ base: 'full', md: 'lg' }}
    >
      <Stack gap="4">
        <YesNoField label="É frequente?" value={isFrequent} onChange={choose} testId="supplier-frequent" />
        {isFrequent === true ? (
          frequent && frequent.length === 0 ? (
            <Text color="fg.muted">{NO_FREQUENT_SUPPLIERS}</Text>
          ) : (
            <FormField label="Fornecedor frequente" required error={pickError}>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field
                  value={pickedUuid}
                  onChange={(e) => pick(e.target.value)}
                  data-testid="supplier-pick"
                >
                  <option value="">Escolha…</option>
                  {(frequent ?? []).map((s) => (
                    <option key={s.uuid} value={s.uuid}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )
        ) : null}
        {isFrequent === null ? null : (
          <SupplierFields
            field={(name) => register(name)}
            errors={errors}
            readOnly={isFrequent}
            omit={['notes']}
          />
        )}
        {isFrequent === null ? null : (
          <FormField label="Notas do fornecedor">
            <Textarea
              size="lg"
              rows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              data-testid="supplier-notes"
            />
          </FormField>
        )}
      </Stack>
    </ModalForm>
  );
}
