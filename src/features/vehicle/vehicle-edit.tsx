/**
 * Edit mode of the vehicle page (spec 01 §4 "Detail screens", spec 02 §2
 * "Vehicle details"): the shared vehicle fields filled with the vehicle as it
 * was when editing started, 'Cancelar' (asks first when something changed)
 * and 'Guardar informação', which queues the changed fields on the rowVersion
 * the edit started from and returns to view mode.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSessionStore } from '../../data/session';
import type { Cost, Vehicle } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { vehicleSchema, type VehicleFormValues, type VehicleInput } from '../../domain/schemas/vehicles';
import { isoDate } from '../../domain/stock';
import { PageHeader } from '../../ui/page-header';
import { toastError, toastSuccess } from '../../ui/toaster';
import { UnsavedChangesDialog } from '../../ui/unsaved-changes-dialog';
import { valibotResolver } from '../../ui/valibot-resolver';
import { availabilityLocked } from '../../domain/availability';
import { updateVehicle } from './actions/update-vehicle';
import { costChanges } from './form-costs';
import { VehicleConflict } from './vehicle-conflict';
import { VEHICLE_SAVED } from './vehicle-create';
import { VehicleInputs, vehicleFormDefaults } from './vehicle-inputs';

export const VEHICLE_SAVE_FAILED = 'Erro ao tentar gravar o veículo. Por favor tente mais tarde';
const FORM_ID = 'vehicle-edit-form';
const resolver = valibotResolver(vehicleSchema);

export interface VehicleEditProps {
  vehicle: Vehicle;
  costs: readonly Cost[];
  /** Back to view mode. */
  onClose: () => void;
}

export function VehicleEdit({ vehicle, costs, onClose }: VehicleEditProps) {
  const user = useSessionStore((s) => s.user);
  const writesCosts = can(user, 'vehicle.costs.write');
  // The vehicle and costs the edit starts from: their rowVersion is the one the change is made on.
  const [start] = useState(() => ({ vehicle, costs: writesCosts ? [...costs] : [] }));
  const [defaultValues] = useState(() =>
    vehicleFormDefaults(start.vehicle, { today: isoDate(new Date()), costs: start.costs }),
  );
  const [leaving, setLeaving] = useState(false);
  const form = useForm<VehicleFormValues, unknown, VehicleInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues,
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const costWrites = writesCosts
        ? costChanges(start.costs, input.costs)
        : { costs: [], deletedCosts: [] };
      await updateVehicle(start.vehicle, input, { baseVersion: start.vehicle.rowVersion, ...costWrites });
    } catch {
      toastError(VEHICLE_SAVE_FAILED);
      return;
    }
    toastSuccess(VEHICLE_SAVED);
    onClose();
  });

  const cancel = () => (isDirty ? setLeaving(true) : onClose());
  const v = start.vehicle;

  return (
    <Stack gap="6" data-testid="vehicle-edit-mode">
      <PageHeader
        title={`${v.brand} ${v.model} ${v.version ?? ''}`}
        actions={
          <HStack gap="2">
            <Button variant="outline" minH="11" onClick={cancel} data-testid="vehicle-cancel">
              Cancelar
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              colorPalette="red"
              minH="11"
              loading={isSubmitting}
              data-testid="vehicle-save"
            >
              Guardar informação
            </Button>
          </HStack>
        }
      />
      <VehicleConflict vehicleUuid={v.uuid} />
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate aria-label="Editar veículo">
          <VehicleInputs
            standRequired={false}
            lockedAvailability={availabilityLocked(v.availability) ? v.availability : null}
          />
        </form>
      </FormProvider>
      <UnsavedChangesDialog
        open={leaving}
        onCancel={() => setLeaving(false)}
        onConfirm={() => {
          setLeaving(false);
          onClose();
        }}
      />
    </Stack>
  );
}
