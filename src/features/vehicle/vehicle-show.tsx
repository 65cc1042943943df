/**
 * The vehicle page (spec 02 §2 "Vehicle details"), general data read from
 * the mirror so it opens offline. Editing, media, sales and documents are
 * their own features; an unknown sub-route shows 'Page not found'.
 */
import {
  Badge,
  Box,
  Button,
  Center,
  Grid,
  Heading,
  Image,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { formatEuro, formatMileage, formatMonthYear, formatDateSlash } from '../../domain/format';
import {
  AVAILABILITY_LABELS,
  FUEL_LABELS,
  GEARBOX_LABELS,
  VEHICLE_STATE_LABELS,
  VEHICLE_TYPE_LABELS,
} from '../../domain/labels';
import { MSG } from '../../domain/messages';
import { can } from '../../domain/permissions';
import { isoDate, margin, timeInStock } from '../../domain/stock';
import { PageHeader } from '../../ui/page-header';
import { useVehicle } from './use-vehicle';
import { VehicleConflict } from './vehicle-conflict';
import { VehicleCosts } from './vehicle-costs';
import { VehicleEdit } from './vehicle-edit';

export const VEHICLE_MISSING = 'Este veículo não existe';

export function VehicleShow() {
  return (
    <Routes>
      <Route index element={<VehicleDetails />} />
      <Route path="*" element={<Center py="16">{MSG.pageNotFound}</Center>} />
    </Routes>
  );
}

function Item({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </Box>
  );
}

function VehicleDetails() {
  const { vehicleId = '' } = useParams();
  const user = useSessionStore((s) => s.user);
  const data = useVehicle(vehicleId);
  const [editing, setEditing] = useState(false);

  if (data === undefined) {
    return (
      <Center py="16">
        <Spinner size="lg" aria-label="A carregar" />
      </Center>
    );
  }
  if (!data.vehicle) {
    return (
      <Stack px={{ base: '2', md: '6' }}>
        <PageHeader title="Veículo" />
        <Center py="16">
          <Text fontSize="lg">{VEHICLE_MISSING}</Text>
        </Center>
      </Stack>
    );
  }
  const { vehicle: v, photos, costs, stand, supplier } = data;
  const featured = photos.find((p) => p.isFeatured) ?? photos[0];
  const seesCosts = can(user, 'vehicle.field.costs');
  const seesBuy = can(user, 'vehicle.field.buyPrice');
  const seesMargin = can(user, 'vehicle.field.margin');
  const profit = margin(v.sellerPrice, v.buyPrice, costs);

  if (editing) {
    return (
      <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" data-testid="vehicle-show">
        <VehicleEdit vehicle={v} costs={costs} onClose={() => setEditing(false)} />
      </Stack>
    );
  }

  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" data-testid="vehicle-show">
      <PageHeader
        title={`${v.brand} ${v.model} ${v.version ?? ''}`}
        actions={
          can(user, 'vehicle.update') ? (
            <Button colorPalette="red" minH="11" onClick={() => setEditing(true)} data-testid="vehicle-edit">
              Editar vehículo
            </Button>
          ) : null
        }
      />
      <VehicleConflict vehicleUuid={v.uuid} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="6">
        {featured ? (
          <Image
            src={featured.url}
            alt={`${v.brand} ${v.model}`}
            borderRadius="md"
            objectFit="cover"
            w="full"
          />
        ) : (
          <Box bg="bg.muted" borderRadius="md" minH="48" />
        )}
        <Stack gap="4">
          <Stack direction="row" gap="2" wrap="wrap">
            <Badge size="lg">{AVAILABILITY_LABELS[v.availability]}</Badge>
            <Badge size="lg" variant="outline">
              {v.licensePlate}
            </Badge>
          </Stack>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
            <Item label="Preço" value={v.sellerPrice !== undefined ? formatEuro(v.sellerPrice) : undefined} />
            {seesBuy ? <Item label="Preço de compra" value={formatEuro(v.buyPrice)} /> : null}
            {seesMargin ? <Item label="Margem" value={profit === null ? '—' : formatEuro(profit)} /> : null}
            <Item label="Tempo em stock" value={timeInStock(v.createdAt, isoDate(new Date())).label} />
            <Item label="Entrada em stock" value={formatDateSlash(v.createdAt)} />
            <Item label="Stand" value={stand?.active ? stand.name : 'Sem stand'} />
          </SimpleGrid>
        </Stack>
      </Grid>

      <Box>
        <Heading as="h2" size="md" mb="3">
          Características gerais
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Item label="Marca" value={v.brand} />
          <Item label="Modelo" value={v.model} />
          <Item label="Versão" value={v.version} />
          <Item label="Matrícula" value={v.licensePlate} />
          <Item label="Data de registo" value={formatMonthYear(v.dateVehicle)} />
          <Item label="Estado" value={v.state ? VEHICLE_STATE_LABELS[v.state] : null} />
          <Item label="Tipo de veículo" value={v.typeVehicle ? VEHICLE_TYPE_LABELS[v.typeVehicle] : null} />
          <Item label="Cor" value={v.color} />
          <Item label="Portas" value={v.numberDoors} />
          <Item label="Lugares" value={v.numberSeats} />
          <Item label="Nº de quadro" value={v.numBoard} />
          <Item label="Peso bruto (kg)" value={v.grossWeight} />
          <Item label="Tara (kg)" value={v.tara} />
        </SimpleGrid>
      </Box>

      <Box>
        <Heading as="h2" size="md" mb="3">
          Motor
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Item label="Combustível" value={v.fuel ? FUEL_LABELS[v.fuel] : null} />
          <Item label="Caixa" value={v.shift ? GEARBOX_LABELS[v.shift] : null} />
          <Item label="Potência (cv)" value={v.motorPower} />
          <Item label="Cilindrada (cm3)" value={v.cylinder} />
          <Item label="Quilómetros" value={formatMileage(v.mileage)} />
        </SimpleGrid>
      </Box>

      {seesCosts ? <VehicleCosts vehicle={v} costs={costs} /> : null}

      <Box>
        <Heading as="h2" size="md" mb="3">
          Extras
        </Heading>
        {v.vehicleExtras.length === 0 ? (
          <Text color="fg.muted">Sem extras</Text>
        ) : (
          <Stack as="ul" gap="1" ps="5">
            {v.vehicleExtras.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Stack>
        )}
      </Box>

      {supplier ? (
        <Box>
          <Heading as="h2" size="md" mb="3">
            Fornecedor
          </Heading>
          <Text>{supplier.name}</Text>
        </Box>
      ) : null}

      {v.observations ? <Item label="Observações" value={v.observations} /> : null}
    </Stack>
  );
}
