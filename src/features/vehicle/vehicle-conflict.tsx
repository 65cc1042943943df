/**
 * A change of this vehicle the server refused as stale (409: someone saved
 * the vehicle after my edit started). The panel lists the fields where my
 * change and the server's record differ and lets the user settle it: keep
 * mine (sent again on the server's version, writing only what I changed) or
 * accept the server's record.
 */
import { Alert, Button, HStack, Stack, Table } from '@chakra-ui/react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { conflictOf, flush } from '../../data/sync';
import { keepMine, takeTheirs } from '../../data/writes';
import { formatDateSlash, formatEuro } from '../../domain/format';
import {
  AVAILABILITY_LABELS,
  FUEL_LABELS,
  GEARBOX_LABELS,
  VEHICLE_STATE_LABELS,
  VEHICLE_TYPE_LABELS,
} from '../../domain/labels';
import { userLabel } from '../../domain/types';
import { conflictingFields, VEHICLE_FIELD_LABELS, type VehicleFormField } from '../../domain/vehicle-diff';

export const CONFLICT_TITLE = 'Este veículo foi alterado por outra pessoa';

const ENUM_LABELS: Partial<Record<VehicleFormField, Record<string, string>>> = {
  state: VEHICLE_STATE_LABELS,
  typeVehicle: VEHICLE_TYPE_LABELS,
  fuel: FUEL_LABELS,
  shift: GEARBOX_LABELS,
  availability: AVAILABILITY_LABELS,
};
const MONEY: ReadonlySet<VehicleFormField> = new Set([
  'buyPrice',
  'sellerPrice',
  'associatedCosts',
  'previewCosts',
]);
const DATES: ReadonlySet<VehicleFormField> = new Set(['dateVehicle', 'firstDateLicensePlate', 'createdAt']);

/** A field's value as the vehicle page would show it. */
function display(field: VehicleFormField, value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number' && MONEY.has(field)) return formatEuro(value);
  const text = String(value);
  if (DATES.has(field)) return formatDateSlash(text);
  if (field === 'standUuid' || field === 'retakePerson') return names.get(text) ?? text;
  return ENUM_LABELS[field]?.[text] ?? text;
}

export function VehicleConflict({ vehicleUuid }: { vehicleUuid: string }) {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  const found = useLiveQuery(async () => {
    const db = mirror();
    const row = await conflictOf(db, 'vehicles', vehicleUuid);
    if (!row) return null;
    const [stands, users] = await Promise.all([db.stands.toArray(), db.users.toArray()]);
    const names = new Map<string, string>([
      ...stands.map((s) => [s.uuid, s.name] as const),
      ...users.map((u) => [u.uuid, userLabel(u)] as const),
    ]);
    return { row, names };
  }, [vehicleUuid, userUuid]);

  if (!found) return null;
  const { row, names } = found;
  const mine = (row.payload ?? {}) as Record<string, unknown>;
  const theirs = (row.theirs ?? {}) as Record<string, unknown>;
  // What I changed (not what the edit only carried) and the server holds otherwise.
  const fields = conflictingFields(mine, row.before as object | null, theirs);
  const seq = row.seq;

  // Keep mine: sent again on the server's version, carrying its values in the fields I did not change.
  const keep = async (at: number) => {
    await keepMine(mirror(), at);
    void flush();
  };

  // Take theirs: the server's vehicle, and every cost my edit touched as the server has it.
  const accept = (at: number) => takeTheirs(mirror(), at);

  return (
    <Alert.Root status="warning" data-testid="vehicle-conflict" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{CONFLICT_TITLE}</Alert.Title>
        <Stack gap="3" mt="2">
          <Alert.Description>
            {fields.length > 0
              ? 'Os campos que alterou têm outro valor no servidor:'
              : 'Os campos que alterou têm o mesmo valor no servidor.'}
          </Alert.Description>
          {fields.length > 0 ? (
            <Table.Root size="sm" variant="outline" data-testid="vehicle-conflict-fields">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Campo</Table.ColumnHeader>
                  <Table.ColumnHeader>A minha alteração</Table.ColumnHeader>
                  <Table.ColumnHeader>No servidor</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {fields.map((field) => (
                  <Table.Row key={field} data-testid="vehicle-conflict-field" data-field={field}>
                    <Table.Cell>{VEHICLE_FIELD_LABELS[field]}</Table.Cell>
                    <Table.Cell>{display(field, mine[field], names)}</Table.Cell>
                    <Table.Cell>{display(field, theirs[field], names)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Button
              minH="11"
              colorPalette="red"
              data-testid="vehicle-conflict-keep"
              onClick={() => {
                if (seq !== undefined) void keep(seq);
              }}
            >
              Manter a minha
            </Button>
            <Button
              minH="11"
              variant="outline"
              data-testid="vehicle-conflict-accept"
              onClick={() => {
                if (seq !== undefined) void accept(seq);
              }}
            >
              Aceitar a do servidor
            </Button>
          </HStack>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
