/**
 * The sale's pieces on the vehicle page (spec 02 §2 "Vehicle details"): the
 * header button 'Vender veículo' — or 'Detalhes de venda' once a sale exists —
 * for the roles that sell, and a plain notice when this vehicle's sale was
 * refused (someone sold it first). The app plugs them into the vehicle page.
 */
import { Alert, Badge, Button, HStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { pendingOf, refusedWritesOf } from '../../data/sync';
import type { Vehicle } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { SALE_MESSAGES } from '../../domain/sales';
import { salePath } from './new-sale';
import { refusedSaleOf, saleRecords } from './use-sale';

export const SELL_LABEL = 'Vender veículo';
export const SALE_DETAILS_LABEL = 'Detalhes de venda';

/** Whether the vehicle has a sale, and whether a sale write of it waits to be sent, read live. */
function useSaleState(vehicle: Vehicle) {
  return useLiveQuery(async () => {
    const db = mirror();
    const sale = await db.sales.where('vehicleUuid').equals(vehicle.uuid).first();
    const { pending } = await pendingOf(db, saleRecords(vehicle.uuid, sale));
    return { hasSale: sale !== undefined, pending };
  }, [vehicle.uuid]);
}

export function VehicleSaleButton({ vehicle }: { vehicle: Vehicle }) {
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const state = useSaleState(vehicle);
  if (!can(user, 'sale.create') || state === undefined) return null;
  const sold = state.hasSale || vehicle.availability === 'SOLD' || vehicle.availability === 'DELIVERED';
  return sold ? (
    <HStack gap="2">
      {state.pending ? (
        <Badge size="lg" colorPalette="orange" data-testid="vehicle-sale-pending">
          Por enviar
        </Badge>
      ) : null}
      <Button
        variant="outline"
        minH="11"
        onClick={() => navigate(salePath(vehicle.uuid, 'sale-details'))}
        data-testid="vehicle-sale-details"
      >
        {SALE_DETAILS_LABEL}
      </Button>
    </HStack>
  ) : (
    <Button
      colorPalette="red"
      minH="11"
      onClick={() => navigate(salePath(vehicle.uuid, 'new-sale'))}
      data-testid="vehicle-sell"
    >
      {SELL_LABEL}
    </Button>
  );
}

export function VehicleSaleNotice({ vehicle }: { vehicle: Vehicle }) {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  const navigate = useNavigate();
  const refused = useLiveQuery(
    async () => refusedSaleOf(await refusedWritesOf(mirror(), 'sales', 'create'), vehicle.uuid),
    [vehicle.uuid, userUuid],
  );
  if (!refused) return null;
  return (
    <Alert.Root status="error" data-testid="vehicle-sale-refused">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {refused.state === 'conflict' ? SALE_MESSAGES.alreadySold : SALE_MESSAGES.createFailed}
        </Alert.Title>
        <Alert.Description>
          A sua venda a {refused.typed.client.name} não foi registada; os dados estão guardados.
        </Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        minH="11"
        alignSelf="center"
        variant="outline"
        onClick={() => navigate(salePath(vehicle.uuid, 'sale-details'))}
      >
        Ver a venda
      </Button>
    </Alert.Root>
  );
}
