/**
 * Edit mode of the vehicle page (spec 01 §4 "Detail screens", spec 02 §2
 * "Vehicle details"): the shared vehicle fields filled with the vehicle as it
 * was when editing started, 'Cancelar' and 'Guardar informação', which queues
 * the changed fields on the rowVersion the edit started from and returns to
 * view mode. A dirty form asks before it is left, whichever way
 * (useEntityEditor). The toast tells the write's real outcome: success only
 * once the server took it, nothing beside the conflict panel on a 409, and
 * "kept on the device" when offline.
 */
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync';
import { availabilityLocked } from '../../domain/availability';
import type { Cost, Vehicle } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { vehicleSchema, type VehicleFormValues, type VehicleInput } from '../../domain/schemas/vehicles';
import { isoDate } from '../../domain/stock';
import { EditorButtons } from '../../ui/detail-layout';
import { PageHeader } from '../../ui/page-header';
import { toastError } from '../../ui/toaster';
import { useEntityEditor } from '../../ui/use-entity-editor';
import { valibotResolver, type SchemaResolver } from '../../ui/valibot-resolver';
import { promotionPriceMissing, PUBLICATION_MESSAGES } from '../../domain/publication';
import { updateVehicle } from './actions/update-vehicle';
import { costChanges } from './form-costs';
import { VehicleConflict } from './vehicle-conflict';
import { VehicleInputs, vehicleFormDefaults } from './vehicle-inputs';
import { publicationFormDefaults, VehiclePublicationInputs } from './vehicle-inputs-publication';
import { announceVehicleSave, VEHICLE_SAVE_FAILED } from './vehicle-save';

const FORM_ID = 'vehicle-edit-form';
const schemaResolver = valibotResolver(vehicleSchema);

/**
 * The schema's checks, then the promotion rule against the vehicle the edit started from
 * (publication.ts promotionPriceMissing: a promotion put on or changed needs its price).
 */
function editResolver(before: Vehicle): SchemaResolver<VehicleFormValues, VehicleInput> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const { isOnPromotion, promotionPrice } = result.values as VehicleInput;
    if (!promotionPriceMissing(before, { isOnPromotion, promotionPrice })) return result;
    const message = PUBLICATION_MESSAGES.promotionPriceRequired;
    return { values: {}, errors: { promotionPrice: { type: 'validation', message } } };
  };
}

export interface VehicleEditProps {
  vehicle: Vehicle;
  costs: readonly Cost[];
  /** Back to view mode. */
  onClose: () => void;
}

export function VehicleEdit({ vehicle, costs, onClose }: VehicleEditProps) {
  const user = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const writesCosts = can(user, 'vehicle.costs.write');
  // The vehicle and costs the edit starts from: their rowVersion is the one the change is made on.
  const [start] = useState(() => ({ vehicle, costs: writesCosts ? [...costs] : [] }));
  const [defaultValues] = useState(() => ({
    ...vehicleFormDefaults(start.vehicle, { today: isoDate(new Date()), costs: start.costs }),
    ...publicationFormDefaults(start.vehicle),
  }));
  const [resolver] = useState(() => editResolver(start.vehicle));
  const form = useForm<VehicleFormValues, unknown, VehicleInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues,
  });
  const { isDirty, isSubmitting } = form.formState;
  // Mounted only in edit mode: leaving edit mode is closing this form.
  const editor = useEntityEditor({
    isDirty,
    editing: true,
    onEditingChange: (editing) => !editing && onClose(),
  });

  const submit = form.handleSubmit(async (input) => {
    let outboxId: string | null;
    try {
      const costWrites = writesCosts
        ? costChanges(start.costs, input.costs)
        : { costs: [], deletedCosts: [] };
      ({ outboxId } = await updateVehicle(start.vehicle, input, {
        baseVersion: start.vehicle.rowVersion,
        ...costWrites,
      }));
    } catch {
      toastError(VEHICLE_SAVE_FAILED);
      return;
    }
    announceVehicleSave(outboxId, online);
    editor.close();
  });

  const v = start.vehicle;
  const lockedAvailability = availabilityLocked(v.availability) ? v.availability : null;

  return (
    <Stack gap="6" data-testid="vehicle-edit-mode">
      <PageHeader
        title={`${v.brand} ${v.model} ${v.version ?? ''}`}
        actions={
          <EditorButtons
            editor={editor}
            editLabel="Editar vehículo"
            canEdit
            formId={FORM_ID}
            saving={isSubmitting}
            testId="vehicle"
          />
        }
      />
      <VehicleConflict vehicleUuid={v.uuid} />
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate aria-label="Editar veículo">
          <Stack gap="8">
            <VehicleInputs standRequired={false} lockedAvailability={lockedAvailability} />
            {can(user, 'vehicle.publication.write') ? (
              <VehiclePublicationInputs lockedAvailability={lockedAvailability} />
            ) : null}
          </Stack>
        </form>
      </FormProvider>
      {editor.guard.dialog}
    </Stack>
  );
}
