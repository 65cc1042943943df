/**
 * 'Detalhes de venda' at /admin/vehicle-details/:vehicleId/sale-details
 * (spec 02 §2, §4): the sale from the mirror (so it opens offline), marked
 * 'Por enviar' while a write of it or its vehicle waits; the buttons of
 * saleActions — 'Detalhes do veículo', 'Eliminar' (asks, then back to the
 * sold list), 'Editar venda' (edit mode) and 'Entregar' (asks with the spec's
 * text, then back to the sold list); the sale's documents. A refused sale
 * shows plainly, with what the seller typed, above everything else.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { mirror } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore, whenSettled } from '../../data/sync';
import { queueSaleDelete, queueVehicleDeliver } from '../../data/writes';
import { AVAILABILITY_LABELS } from '../../domain/labels';
import { can } from '../../domain/permissions';
import { SALE_MESSAGES, saleActions } from '../../domain/sales';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useNarrowScreen } from '../../ui/data-table-scroll';
import { DetailLayout, DetailPage } from '../../ui/detail-layout';
import { announceWrite, type WriteOutcomeTexts } from '../../ui/announce-write';
import { toastError } from '../../ui/toaster';
import { salePath } from './new-sale';
import { SaleDocuments } from './sale-documents';
import { SaleEdit } from './sale-edit';
import { SaleRefused } from './sale-refused';
import { SaleView } from './sale-view';
import { useSale, type SaleData } from './use-sale';
import { DELETE_OUTCOMES, DELIVER_OUTCOMES } from './write-outcomes';

export const SALE_DETAILS_TITLE = 'Detalhes de venda';
export const SOLD_LIST_PATH = '/admin/sold-vehicles';
export const NO_SALE = 'Este veículo não tem venda';

export function SaleDetails() {
  const { vehicleId = '' } = useParams();
  const data = useSale(vehicleId);
  const record = data === undefined ? undefined : data.vehicle ? (data as SaleData) : null;
  return (
    <DetailLayout
      record={record}
      missingTitle={SALE_DETAILS_TITLE}
      missingText="Este veículo não existe"
      testId="sale-details"
    >
      {(found) => <SaleDetailsPage data={found} />}
    </DetailLayout>
  );
}

/**
 * Why no sale shows: a vehicle in stock has none; a sold one agrees with its state (issue 24) —
 * a seller does not receive a colleague's sale, another role waits for it to arrive.
 */
export function noSaleText(availability: string, ownSalesOnly: boolean): string {
  if (availability !== 'SOLD' && availability !== 'DELIVERED') return NO_SALE;
  return ownSalesOnly ? SALE_MESSAGES.soldElsewhere : SALE_MESSAGES.saleNotHereYet;
}

type Pending = 'delete' | 'deliver' | null;

function SaleDetailsPage({ data }: { data: SaleData }) {
  const user = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<Pending>(null);
  const { vehicle, sale, costs, pending, refused } = data;

  if (editing && sale) {
    return (
      <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" data-testid="sale-details">
        <SaleEdit sale={sale} vehicle={vehicle} costs={costs} onClose={() => setEditing(false)} />
      </Stack>
    );
  }

  const actions =
    sale && user
      ? saleActions(user, sale, vehicle.availability)
      : { vehicleDetails: true, edit: false, remove: false, deliver: false };
  // A refused sale is only to be discarded: no edit, delete or delivery of what the server does not hold.
  const live = sale !== null && refused === null;

  const run = async (write: () => Promise<string>, outcomes: WriteOutcomeTexts, failed: string) => {
    setAsking(null);
    let outboxId: string;
    try {
      outboxId = await write();
    } catch {
      toastError(failed);
      return;
    }
    announceWrite(() => whenSettled(mirror(), outboxId), online, outcomes);
    navigate(SOLD_LIST_PATH);
  };
  const remove = () =>
    sale &&
    void run(
      () => queueSaleDelete({ uuid: sale.uuid, vehicleUuid: vehicle.uuid }),
      DELETE_OUTCOMES,
      SALE_MESSAGES.deleteFailed,
    );
  const deliver = () =>
    void run(
      () =>
        queueVehicleDeliver({
          uuid: vehicle.uuid,
          // On a version the server knows; a write still waiting leaves the version to the server.
          ...(pending || vehicle.rowVersion < 1 ? {} : { rowVersion: vehicle.rowVersion }),
        }),
      DELIVER_OUTCOMES,
      SALE_MESSAGES.deliverFailed,
    );

  const buttons = (
    <HStack gap="3" justify="flex-end" wrap="wrap">
      <Button
        variant="outline"
        minH="11"
        onClick={() => navigate(salePath(vehicle.uuid))}
        data-testid="sale-vehicle-details"
      >
        Detalhes do veículo
      </Button>
      {live && actions.remove ? (
        <Button
          variant="outline"
          colorPalette="red"
          minH="11"
          onClick={() => setAsking('delete')}
          data-testid="sale-delete"
        >
          Eliminar
        </Button>
      ) : null}
      {live && actions.edit ? (
        <Button colorPalette="red" minH="11" onClick={() => setEditing(true)} data-testid="sale-edit">
          Editar venda
        </Button>
      ) : null}
      {live && actions.deliver ? (
        <Button colorPalette="red" minH="11" onClick={() => setAsking('deliver')} data-testid="sale-deliver">
          Entregar
        </Button>
      ) : null}
    </HStack>
  );

  return (
    <DetailPage title={SALE_DETAILS_TITLE} testId="sale-details" headerActions={narrow ? undefined : buttons}>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="lg" fontWeight="semibold" data-testid="sale-vehicle">
          {vehicle.brand} {vehicle.model} {vehicle.version ?? ''} · {vehicle.licensePlate}
        </Text>
        <Badge size="lg" data-testid="sale-availability">
          {AVAILABILITY_LABELS[vehicle.availability]}
        </Badge>
        {pending ? (
          <Badge size="lg" colorPalette="orange" data-testid="sale-pending">
            Por enviar
          </Badge>
        ) : null}
      </HStack>
      {/* On a phone the buttons scroll with the page: the sticky header stays one line (issue 24). */}
      {narrow ? buttons : null}
      {refused ? <SaleRefused refused={refused} vehicle={vehicle} /> : null}
      {sale && !refused ? (
        <>
          <SaleView sale={sale} />
          {can(user, 'sale.documents') ? <SaleDocuments sale={sale} vehicle={vehicle} /> : null}
        </>
      ) : null}
      {!sale && !refused ? (
        <Text fontSize="lg" py="10" textAlign="center" data-testid="sale-none">
          {noSaleText(vehicle.availability, can(user, 'sold.ownOnly'))}
        </Text>
      ) : null}
      <ConfirmDialog
        open={asking === 'delete'}
        title="Eliminar venda"
        text="Tem a certeza que quer eliminar esta venda?"
        confirmLabel="Eliminar"
        onCancel={() => setAsking(null)}
        onConfirm={remove}
      />
      <ConfirmDialog
        open={asking === 'deliver'}
        title="Entregar veículo"
        text={SALE_MESSAGES.deliverConfirm}
        confirmLabel="Entregar"
        onCancel={() => setAsking(null)}
        onConfirm={deliver}
      />
    </DetailPage>
  );
}
