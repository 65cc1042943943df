/**
 * The stand's vehicles on its detail page (spec 01 §2 "Stand detail"), read
 * online through GET /api/stands/{id}/vehicles: 'A carregar os veículos do
 * stand' while it comes, the spec's error when it fails. For company staff
 * only: the server shows the super user no vehicles.
 */
import { Box, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { request } from '../../data/api';
import { useSyncStore } from '../../data/sync';
import type { Vehicle } from '../../domain/entities';
import { AVAILABILITY_LABELS } from '../../domain/labels';
import { adminPaths } from '../../ui/admin-paths';
import { DataTable } from '../../ui/data-table';
import type { DataColumn } from '../../ui/data-table-types';
import { useOnlineQuery } from '../../ui/use-online-query';
import { STAND_TEXTS } from './stand-texts';

type StandVehicle = Pick<Vehicle, 'uuid' | 'brand' | 'model' | 'version' | 'licensePlate' | 'availability'>;

const COLUMNS: DataColumn<StandVehicle, never>[] = [
  {
    id: 'brand',
    header: 'Marca / Modelo',
    ratio: 2,
    pin: 'start',
    cell: (v) => `${v.brand} ${v.model} ${v.version ?? ''}`.trim(),
  },
  { id: 'plate', header: 'Matrícula', cell: (v) => v.licensePlate },
  {
    id: 'availability',
    header: 'Estado',
    cell: (v) => AVAILABILITY_LABELS[v.availability] ?? v.availability,
  },
];

export function StandVehicles({ standUuid, version }: { standUuid: string; version: number }) {
  const navigate = useNavigate();
  const online = useSyncStore((s) => s.online);
  const query = useOnlineQuery(`${standUuid}@${version}`, online, async () => {
    const answer = await request((api) =>
      api.get(`stands/${standUuid}/vehicles`).json<{ vehicles: StandVehicle[] }>(),
    );
    return answer.vehicles;
  });

  let body;
  if (query.status === 'offline') {
    body = (
      <Text color="fg.muted">Sem ligação: os veículos do stand aparecem quando voltar a estar online.</Text>
    );
  } else if (query.status === 'loading') {
    body = (
      <Center py="8" gap="3" data-testid="stand-vehicles-loading">
        <Spinner size="sm" />
        <Text>{STAND_TEXTS.loadingVehicles}</Text>
      </Center>
    );
  } else if (query.status === 'error') {
    body = (
      <Text color="fg.error" data-testid="stand-vehicles-error">
        {STAND_TEXTS.vehiclesError}
      </Text>
    );
  } else if (query.data.length === 0) {
    body = <Text color="fg.muted">Este stand não tem veículos</Text>;
  } else {
    body = (
      <DataTable
        label="Veículos do stand"
        testId="stand-vehicles"
        columns={COLUMNS}
        rows={query.data}
        rowKey={(v) => v.uuid}
        sort={null}
        onSort={() => undefined}
        onOpen={(v) => navigate(adminPaths.vehicle(v.uuid))}
      />
    );
  }

  return (
    <Box>
      <Heading as="h2" size="md" mb="3">
        Veículos do stand
      </Heading>
      <Stack>{body}</Stack>
    </Box>
  );
}
