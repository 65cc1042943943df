/**
 * 'Venda de veículo' at /admin/vehicle-details/:vehicleId/new-sale (spec 02
 * §2 "New sale"): the sale form, 'Cancelar' and 'Confirmar venda', which
 * validates (on submit only, §5) and opens 'Resumo de venda'; 'Vender' queues
 * the sale — the vehicle shows as sold at once, online or not — and opens
 * the sale details. A dirty form asks before it is left. A vehicle already
 * sold goes to its sale details.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { mirror } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore, whenSettled } from '../../data/sync';
import { queueSaleCreate } from '../../data/writes';
import type { Cost, Vehicle } from '../../domain/entities';
import { MSG } from '../../domain/messages';
import { can } from '../../domain/permissions';
import { SALE_MESSAGES, sellerIsFixed } from '../../domain/sales';
import { saleSchema, type SaleFormValues, type SaleInput } from '../../domain/schemas/sales';
import { isoDate } from '../../domain/stock';
import { DetailLayout } from '../../ui/detail-layout';
import { announceWrite } from '../../ui/announce-write';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { PageHeader } from '../../ui/page-header';
import { toastError } from '../../ui/toaster';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import { valibotResolver } from '../../ui/valibot-resolver';
import { saleFormDefaults } from './sale-form';
import { SaleInputs } from './sale-inputs';
import { SaleSummaryDialog } from './sale-summary';
import { useSale } from './use-sale';
import { CREATE_OUTCOMES } from './write-outcomes';

export const NEW_SALE_TITLE = 'Venda de veículo';
const FORM_ID = 'new-sale-form';
const resolver = valibotResolver(saleSchema);

/** The vehicle can be sold: in stock (not SOLD or DELIVERED). */
const IN_STOCK = new Set(['REPARING', 'VERIFYING', 'READY_FOR_SALE']);

export const salePath = (vehicleUuid: string, sub: 'new-sale' | 'sale-details' | '' = '') =>
  `/admin/vehicle-details/${vehicleUuid}/${sub}`;

export function NewSale() {
  const { vehicleId = '' } = useParams();
  const user = useSessionStore((s) => s.user);
  const data = useSale(vehicleId);
  const record = data === undefined ? undefined : data.vehicle ? data : null;
  if (!can(user, 'sale.create')) return <Text p="6">{MSG.pageNotFound}</Text>;
  return (
    <DetailLayout
      record={record}
      missingTitle={NEW_SALE_TITLE}
      missingText="Este veículo não existe"
      testId="new-sale"
    >
      {(found) =>
        'sale' in found && (found.sale || found.refused || !IN_STOCK.has(found.vehicle.availability)) ? (
          <Navigate to={salePath(vehicleId, 'sale-details')} replace />
        ) : (
          <NewSaleForm vehicle={found.vehicle} costs={'costs' in found ? found.costs : []} />
        )
      }
    </DetailLayout>
  );
}

function NewSaleForm({ vehicle, costs }: { vehicle: Vehicle; costs: readonly Cost[] }) {
  const user = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const navigate = useNavigate();
  const [defaultValues] = useState(() =>
    saleFormDefaults(vehicle, null, { userUuid: user?.uuid ?? '', today: isoDate(new Date()) }),
  );
  const form = useForm<SaleFormValues, unknown, SaleInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focused below the sticky header instead (focus-first-invalid.ts).
    shouldFocusError: false,
    defaultValues,
  });
  const guard = useLeaveGuard(form.formState.isDirty);
  const [summary, setSummary] = useState<SaleInput | null>(null);
  const [selling, setSelling] = useState(false);

  const confirm = form.handleSubmit(
    // The summary names who sells: a seller always sells in their own name.
    (input) => setSummary(user && sellerIsFixed(user) ? { ...input, sellerUuid: user.uuid } : input),
    () => focusFirstInvalid(document.getElementById(FORM_ID)),
  );

  const sell = async () => {
    if (!summary || !user) return;
    setSelling(true);
    let outboxId: string;
    try {
      outboxId = await queueSaleCreate({
        ...summary,
        uuid: crypto.randomUUID(),
        // A seller always sells in their own name (the server does the same).
        sellerUuid: sellerIsFixed(user) ? user.uuid : summary.sellerUuid,
      });
    } catch {
      setSelling(false);
      toastError(SALE_MESSAGES.createFailed);
      return;
    }
    announceWrite(() => whenSettled(mirror(), outboxId), online, CREATE_OUTCOMES);
    guard.leave(() => navigate(salePath(vehicle.uuid, 'sale-details'), { replace: true }));
  };

  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" data-testid="new-sale">
      <PageHeader
        title={NEW_SALE_TITLE}
        actions={
          <HStack gap="3" justify="flex-end" wrap="wrap">
            <Button
              variant="outline"
              minH="11"
              // Asked once: the navigation that follows the answer is not asked again.
              onClick={() => guard.confirm(() => guard.leave(() => navigate(salePath(vehicle.uuid))))}
              data-testid="new-sale-cancel"
            >
              Cancelar
            </Button>
            <Button type="submit" form={FORM_ID} colorPalette="red" minH="11" data-testid="new-sale-confirm">
              Confirmar venda
            </Button>
          </HStack>
        }
      />
      <Text fontSize="lg" fontWeight="semibold" data-testid="new-sale-vehicle">
        {vehicle.brand} {vehicle.model} {vehicle.version ?? ''} · {vehicle.licensePlate}
      </Text>
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={(e) => void confirm(e)} noValidate aria-label={NEW_SALE_TITLE}>
          <SaleInputs vehicle={vehicle} costs={costs} />
        </form>
      </FormProvider>
      <SaleSummaryDialog
        sale={summary}
        vehicle={vehicle}
        selling={selling}
        onCancel={() => setSummary(null)}
        onSell={() => void sell()}
      />
      {guard.dialog}
    </Stack>
  );
}
