/**
 * 'Criar um novo veículo' (spec 01 §2 "Create vehicle", §5): the shared
 * vehicle fields, validated on submit only with the schema the server uses.
 * A plate already in stock is confirmed first ('Já existe um veículo com
 * esta matrícula'), so a second tap does not silently make a duplicate. On
 * success the vehicle is in the mirror (and queued for the server, online or
 * not) and its page opens. A dirty form asks before it is left, whichever
 * way (useLeaveGuard).
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type * as v from 'valibot';
import { mirror } from '../../data/db';
import { useSyncStore } from '../../data/sync';
import { DUPLICATE_PLATE_TITLE, findStockPlate } from '../../domain/license-plate';
import { isoDate } from '../../domain/stock';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { toastError, toastSuccess } from '../../ui/toaster';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import { valibotResolver } from '../../ui/valibot-resolver';
import { createVehicle, vehicleCreateSchema } from './actions/create-vehicle';
import { VEHICLE_CREATE_TITLE } from './deferred-forms';
import { VehicleInputs, vehicleFormDefaults } from './vehicle-inputs';
import { VEHICLE_SAVED, VEHICLE_SAVED_OFFLINE } from './vehicle-save';

export const VEHICLE_CREATE_FAILED = 'Erro ao criar o veículo. Por favor tente mais tarde';
const STOCK_PATH = '/admin/vehicles';

type CreateValues = v.InferInput<typeof vehicleCreateSchema>;
type CreateInput = v.InferOutput<typeof vehicleCreateSchema>;
const resolver = valibotResolver(vehicleCreateSchema);

export const vehiclePath = (uuid: string) => `/admin/vehicle-details/${uuid}/`;

export const duplicatePlateText = (plate: string, name: string) =>
  `O veículo ${name} com a matrícula ${plate} já está em stock. Quer criar outro veículo com a mesma matrícula?`;

interface Duplicate {
  input: CreateInput;
  name: string;
}

export function VehicleCreate() {
  const navigate = useNavigate();
  const online = useSyncStore((s) => s.online);
  const [defaultValues] = useState(() => vehicleFormDefaults(null, { today: isoDate(new Date()) }));
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const form = useForm<CreateValues, unknown, CreateInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // A new vehicle has no stand until one is chosen; the schema says which message.
    defaultValues: defaultValues as CreateValues,
  });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useLeaveGuard(isDirty);

  const create = async (input: CreateInput) => {
    let uuid: string;
    try {
      uuid = await createVehicle(input);
    } catch {
      toastError(VEHICLE_CREATE_FAILED);
      return;
    }
    toastSuccess(online ? VEHICLE_SAVED : VEHICLE_SAVED_OFFLINE);
    guard.leave(() => navigate(vehiclePath(uuid)));
  };

  const submit = form.handleSubmit(async (input) => {
    const same = findStockPlate(await mirror().vehicles.toArray(), input.licensePlate);
    if (same) setDuplicate({ input, name: `${same.brand} ${same.model}` });
    else await create(input);
  });

  const cancel = () => guard.confirm(() => guard.leave(() => navigate(STOCK_PATH)));

  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" data-testid="vehicle-create">
      <PageHeader title={VEHICLE_CREATE_TITLE} />
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={VEHICLE_CREATE_TITLE}>
          <Stack gap="8" px={{ base: '2', md: '4' }}>
            <VehicleInputs standRequired />
            <HStack justify="flex-end" gap="3" wrap="wrap">
              <Button variant="outline" size="lg" minH="11" onClick={cancel} data-testid="vehicle-cancel">
                Cancelar
              </Button>
              <Button
                type="submit"
                colorPalette="red"
                size="lg"
                minH="11"
                loading={isSubmitting}
                data-testid="vehicle-create-submit"
              >
                Criar veículo
              </Button>
            </HStack>
          </Stack>
        </form>
      </FormProvider>
      {guard.dialog}
      <ConfirmDialog
        open={duplicate !== null}
        title={DUPLICATE_PLATE_TITLE}
        text={duplicate ? duplicatePlateText(duplicate.input.licensePlate, duplicate.name) : ''}
        confirmLabel="Criar veículo"
        onCancel={() => setDuplicate(null)}
        onConfirm={() => {
          const pending = duplicate;
          setDuplicate(null);
          if (pending) void create(pending.input);
        }}
      />
    </Stack>
  );
}
