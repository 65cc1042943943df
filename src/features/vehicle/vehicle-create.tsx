/**
 * 'Criar um novo veículo' (spec 01 §2 "Create vehicle", §5): the shared
 * vehicle fields, validated on submit only with the schema the server uses.
 * On success the vehicle is in the mirror (and queued for the server, online
 * or not) and its page opens. Cancelling a dirty form asks first.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type * as v from 'valibot';
import { isoDate } from '../../domain/stock';
import { PageHeader } from '../../ui/page-header';
import { toastError, toastSuccess } from '../../ui/toaster';
import { UnsavedChangesDialog } from '../../ui/unsaved-changes-dialog';
import { valibotResolver } from '../../ui/valibot-resolver';
import { createVehicle, vehicleCreateSchema } from './actions/create-vehicle';
import { VehicleInputs, vehicleFormDefaults } from './vehicle-inputs';

export const VEHICLE_CREATE_TITLE = 'Criar um novo veículo';
export const VEHICLE_SAVED = 'Veículo gravado com successo';
export const VEHICLE_CREATE_FAILED = 'Erro ao criar o veículo. Por favor tente mais tarde';
const STOCK_PATH = '/admin/vehicles';

type CreateValues = v.InferInput<typeof vehicleCreateSchema>;
type CreateInput = v.InferOutput<typeof vehicleCreateSchema>;
const resolver = valibotResolver(vehicleCreateSchema);

export const vehiclePath = (uuid: string) => `/admin/vehicle-details/${uuid}/`;

export function VehicleCreate() {
  const navigate = useNavigate();
  const [defaultValues] = useState(() => vehicleFormDefaults(null, { today: isoDate(new Date()) }));
  const [leaving, setLeaving] = useState(false);
  const form = useForm<CreateValues, unknown, CreateInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // A new vehicle has no stand until one is chosen; the schema says which message.
    defaultValues: defaultValues as CreateValues,
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    let uuid: string;
    try {
      uuid = await createVehicle(input);
    } catch {
      toastError(VEHICLE_CREATE_FAILED);
      return;
    }
    toastSuccess(VEHICLE_SAVED);
    navigate(vehiclePath(uuid));
  });

  const cancel = () => (isDirty ? setLeaving(true) : navigate(STOCK_PATH));

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
      <UnsavedChangesDialog
        open={leaving}
        onCancel={() => setLeaving(false)}
        onConfirm={() => {
          setLeaving(false);
          navigate(STOCK_PATH);
        }}
      />
    </Stack>
  );
}
