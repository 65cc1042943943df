/**
 * The vehicle page's supplier management (spec 02 §2 "Supplier on a
 * vehicle"): the supplier and the vehicle's supplier notes; for the roles of
 * 'vehicle.supplier.write', 'Adicionar fornecedor' (disabled once the vehicle
 * has one: one supplier per vehicle) opening the modal, and 'Remover'
 * (asked first) to detach it. Both are queued writes, so they work offline.
 */
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync';
import { can } from '../../domain/permissions';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/toaster';
import { attachSupplier, detachSupplier } from './actions/vehicle-supplier';
import { Item, Section } from './panel-parts';
import { SupplierModal } from './supplier-modal';
import { announceVehicleSave, VEHICLE_SAVE_FAILED } from './vehicle-save';
import type { VehiclePanelProps } from './vehicle-show';

export const NO_SUPPLIER = 'Sem fornecedor';
export const SUPPLIER_REMOVE_TITLE = 'Remover fornecedor';
export const SUPPLIER_REMOVE_TEXT = 'Tem a certeza que quer remover o fornecedor deste veículo?';

export function SupplierPanel({ vehicle }: VehiclePanelProps) {
  const user = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const supplierUuid = vehicle.supplierUuid;
  const supplier = useLiveQuery(
    async () => (supplierUuid ? ((await mirror().suppliers.get(supplierUuid)) ?? null) : null),
    [supplierUuid],
  );
  const writes = can(user, 'vehicle.supplier.write');
  const has = Boolean(supplierUuid);

  const run = async (write: () => Promise<string>) => {
    try {
      announceVehicleSave(await write(), online);
    } catch {
      toastError(VEHICLE_SAVE_FAILED);
    }
  };

  return (
    <Section
      title="Fornecedor"
      actions={
        writes ? (
          <HStack gap="2">
            {has ? (
              <Button
                variant="outline"
                minH="11"
                onClick={() => setRemoving(true)}
                data-testid="supplier-remove"
              >
                Remover
              </Button>
            ) : null}
            <Button
              colorPalette="red"
              minH="11"
              disabled={has}
              onClick={() => setAdding(true)}
              data-testid="supplier-add"
            >
              Adicionar fornecedor
            </Button>
          </HStack>
        ) : null
      }
    >
      <Stack gap="4" data-testid="vehicle-supplier">
        {has ? (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            <Item label="Nome" value={supplier?.name} />
            <Item label="Telefone" value={supplier?.phone} />
            <Item label="E-mail" value={supplier?.email} />
            <Item label="NIF" value={supplier?.nif} />
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">{NO_SUPPLIER}</Text>
        )}
        {has ? <Item label="Notas do fornecedor" value={vehicle.supplierNotes} /> : null}
      </Stack>
      {writes ? (
        <>
          <SupplierModal
            open={adding}
            vehicle={vehicle}
            onClose={() => setAdding(false)}
            onSave={(choice, notes) => run(() => attachSupplier(vehicle, choice, notes))}
          />
          <ConfirmDialog
            open={removing}
            title={SUPPLIER_REMOVE_TITLE}
            text={SUPPLIER_REMOVE_TEXT}
            confirmLabel="Remover"
            onCancel={() => setRemoving(false)}
            onConfirm={() => {
              setRemoving(false);
              void run(() => detachSupplier(vehicle));
            }}
          />
        </>
      ) : null}
    </Section>
  );
}
