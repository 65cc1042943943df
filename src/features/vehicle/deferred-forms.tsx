/**
 * The vehicle forms (create, and the vehicle page's edit mode) load on first use, not with the
 * vehicle page: they bring the form library and every input. A spinner stands in while they load.
 * The vehicle page fetches its edit form once it has painted (preloadVehicleEdit), so that the form
 * opens at once, offline too (a device the service worker does not yet serve).
 */
import { Center, Spinner } from '@chakra-ui/react';
import { deferred } from '../../ui/deferred';
import type { VehicleEditProps } from './vehicle-edit';

export const VEHICLE_CREATE_TITLE = 'Criar um novo veículo';

const createForm = deferred<object>(() =>
  import('./vehicle-create').then((m) => ({ default: m.VehicleCreate })),
);
const editForm = deferred<VehicleEditProps>(() =>
  import('./vehicle-edit').then((m) => ({ default: m.VehicleEdit })),
);

function Loading({ testId }: { testId: string }) {
  return (
    <Center py="16" data-testid={testId}>
      <Spinner size="lg" />
    </Center>
  );
}

/** 'Criar um novo veículo'. */
export function VehicleCreate() {
  const Form = createForm.useComponent();
  return Form ? <Form /> : <Loading testId="vehicle-create-loading" />;
}

export function preloadVehicleEdit(): void {
  void editForm.preload();
}

/** The vehicle page's edit mode ('Editar vehículo'). */
export function VehicleEdit(props: VehicleEditProps) {
  const Form = editForm.useComponent();
  return Form ? <Form {...props} /> : <Loading testId="vehicle-edit-loading" />;
}
