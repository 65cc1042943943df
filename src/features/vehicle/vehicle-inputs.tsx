/**
 * The fields both vehicle forms share (VehicleCreate, VehicleEdit), in the
 * spec's sections: general characteristics, engine, management, detailed
 * costs (roles that write costs) and extras (spec 01 §2 "Create vehicle").
 * Fields a role may not see are not rendered, and the actions never send them.
 */
import { Stack } from '@chakra-ui/react';
import { useSessionStore } from '../../data/session';
import type { Cost, Vehicle } from '../../domain/entities';
import type { Availability } from '../../domain/enums';
import { can } from '../../domain/permissions';
import type { VehicleFormValues } from '../../domain/schemas/vehicles';
import { availabilityLocked } from '../../domain/availability';
import { VehicleExtrasInputs } from './extras-picker';
import { costFormValue, FormCostsSection } from './form-costs';
import { VehicleEngineInputs, VehicleGeneralInputs } from './vehicle-inputs-general';
import { VehicleManagementInputs } from './vehicle-inputs-management';

export interface VehicleInputsProps {
  /** The create form needs a stand. */
  standRequired: boolean;
  /** A sold or delivered vehicle's availability, shown and never changed. */
  lockedAvailability?: Availability | null;
}

export function VehicleInputs({ standRequired, lockedAvailability = null }: VehicleInputsProps) {
  const user = useSessionStore((s) => s.user);
  return (
    <Stack gap="8">
      <VehicleGeneralInputs />
      <VehicleEngineInputs />
      <VehicleManagementInputs standRequired={standRequired} lockedAvailability={lockedAvailability} />
      {can(user, 'vehicle.costs.write') ? <FormCostsSection /> : null}
      <VehicleExtrasInputs />
    </Stack>
  );
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * What a form starts with: a new vehicle (entry today, 'A verificar') or the
 * vehicle as it is. Texts and dates start as '' and numbers as null, so
 * tidying an untouched field never makes the form dirty.
 */
export function vehicleFormDefaults(
  vehicle: Vehicle | null,
  { today, costs = [] }: { today: string; costs?: readonly Cost[] },
): VehicleFormValues {
  return {
    brand: text(vehicle?.brand),
    model: text(vehicle?.model),
    version: text(vehicle?.version),
    licensePlate: text(vehicle?.licensePlate),
    dateVehicle: text(vehicle?.dateVehicle),
    firstDateLicensePlate: text(vehicle?.firstDateLicensePlate),
    state: vehicle?.state ?? null,
    typeVehicle: vehicle?.typeVehicle ?? null,
    color: text(vehicle?.color),
    numberDoors: vehicle?.numberDoors ?? null,
    numberSeats: vehicle?.numberSeats ?? null,
    numBoard: text(vehicle?.numBoard),
    grossWeight: vehicle?.grossWeight ?? null,
    tara: vehicle?.tara ?? null,
    fuel: vehicle?.fuel ?? null,
    shift: vehicle?.shift ?? null,
    motorPower: vehicle?.motorPower ?? null,
    cylinder: vehicle?.cylinder ?? null,
    mileage: vehicle?.mileage ?? null,
    createdAt: vehicle ? vehicle.createdAt : today,
    // A sold or delivered vehicle's availability is left out (the schema's default is never sent).
    ...(vehicle && availabilityLocked(vehicle.availability)
      ? {}
      : {
          availability: vehicle ? (vehicle.availability as VehicleFormValues['availability']) : 'VERIFYING',
        }),
    standUuid: vehicle?.standUuid ?? null,
    buyPrice: vehicle?.buyPrice ?? null,
    sellerPrice: vehicle?.sellerPrice ?? null,
    associatedCosts: vehicle?.associatedCosts ?? null,
    previewCosts: vehicle?.previewCosts ?? null,
    retakePerson: vehicle?.retakePerson ?? null,
    iva: vehicle?.iva ?? false,
    observations: text(vehicle?.observations),
    vehicleExtras: [...(vehicle?.vehicleExtras ?? [])],
    costs: costs.map(costFormValue),
  };
}
