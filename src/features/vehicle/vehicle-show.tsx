/**
 * The vehicle page (spec 02 §2 "Vehicle details"), general data read from
 * the mirror so it opens offline, on the shared detail layout: loading,
 * 'Este veículo não existe', 'Editar vehículo' into edit mode. The page is a
 * list of named panels; media, sale and documents plug theirs in through
 * `panels` (the app passes them, as it does the company page's tabs); the
 * sale plugs in its sub-routes (new-sale, sale-details), a header button and
 * a notice the same way. An unknown sub-route shows 'Page not found'.
 */
import { Badge, Box, Button, Center, Grid, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useMediaSrc } from '../../data/media';
import { useSessionStore } from '../../data/session';
import type { Cost, Vehicle } from '../../domain/entities';
import { formatDateSlash, formatEuro, formatKmExact, formatMonthYear } from '../../domain/format';
import { formatListPrice } from '../../domain/price';
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
import type { User } from '../../domain/types';
import { DetailLayout, DetailPage } from '../../ui/detail-layout';
import { scrollToTop } from '../../ui/use-entity-editor';
import { preloadVehicleEdit, VehicleEdit } from './deferred-forms';
import { useVehicle } from './use-vehicle';
import { VehicleConflict } from './vehicle-conflict';
import { Item, Section } from './panel-parts';
import { PromotionPanel, PublicationPanel } from './publication-panels';
import { SupplierPanel } from './supplier-panel';
import { VehicleCosts } from './vehicle-costs';
import { fallbackOnError, VEHICLE_PHOTO_FALLBACK } from '../../ui/image-fallback';

/** A photo that cannot load (offline, never cached) shows a neutral car instead of a broken image. */
const onPhotoError = fallbackOnError(VEHICLE_PHOTO_FALLBACK);

export const VEHICLE_MISSING = 'Este veículo não existe';

export const VEHICLE_LOADING = 'A carregar a informação do veículo';

type VehicleData = NonNullable<ReturnType<typeof useVehicle>>;
type FoundVehicle = Extract<VehicleData, { vehicle: Vehicle }>;

export interface VehiclePanelProps {
  vehicle: Vehicle;
  costs: Cost[];
}

/** A named section of the vehicle page: 'general', 'engine', 'costs', 'extras'… and later 'media', 'sale', 'documents'. */
export interface VehiclePanel {
  id: string;
  component: ComponentType<VehiclePanelProps>;
  /** Shown only when true for the signed-in user (a role that may not see it). */
  visible?: (user: User | null) => boolean;
  /** A plugged-in panel shows right after this one (spec 02 §2 puts media after the general data); else last. */
  after?: string;
}

/** The page's panels with the plugged-in ones placed: after their `after` panel, in the order given; else at the end. */
export function placePanels(own: readonly VehiclePanel[], plugged: readonly VehiclePanel[]): VehiclePanel[] {
  const out = [...own];
  // Where the next panel anchored to an id goes, so several anchored to one id keep their order.
  const nextSlot = new Map<string, number>();
  for (const panel of plugged) {
    const anchor = panel.after;
    const at = anchor === undefined ? -1 : out.findIndex((p) => p.id === anchor);
    if (anchor === undefined || at < 0) {
      out.push(panel);
      continue;
    }
    const slot = nextSlot.get(anchor) ?? at + 1;
    out.splice(slot, 0, panel);
    for (const [key, value] of nextSlot) if (value >= slot) nextSlot.set(key, value + 1);
    nextSlot.set(anchor, slot + 1);
  }
  return out;
}

/** What other features plug into the vehicle page (the app passes them; features do not import each other). */
export interface VehiclePlugins {
  panels?: readonly VehiclePanel[];
  /** Sub-routes under the vehicle's path, e.g. { path: 'new-sale', element: <NewSale /> }. */
  subRoutes?: readonly { path: string; element: ReactNode }[];
  /** Header buttons before 'Editar vehículo' (the sale button). */
  headerActions?: ComponentType<VehiclePanelProps>;
  /** Notices above the summary (a refused sale). */
  notices?: ComponentType<VehiclePanelProps>;
}

export function VehicleShow({ subRoutes = [], ...plugins }: VehiclePlugins) {
  return (
    <Routes>
      <Route index element={<VehiclePage {...plugins} />} />
      {subRoutes.map((r) => (
        <Route key={r.path} path={r.path} element={r.element} />
      ))}
      <Route path="*" element={<Center py="16">{MSG.pageNotFound}</Center>} />
    </Routes>
  );
}
function VehiclePage(plugins: Omit<VehiclePlugins, 'subRoutes'>) {
  const { vehicleId = '' } = useParams();
  const data = useVehicle(vehicleId);
  const record = data === undefined ? undefined : data.vehicle ? (data as FoundVehicle) : null;
  return (
    <DetailLayout
      record={record}
      loadingText={VEHICLE_LOADING}
      missingTitle="Veículo"
      missingText={VEHICLE_MISSING}
      testId="vehicle"
    >
      {(found) => <VehicleDetails data={found} {...plugins} />}
    </DetailLayout>
  );
}

function VehicleSummary({ data }: { data: FoundVehicle }) {
  const user = useSessionStore((s) => s.user);
  const { vehicle: v, photos, costs, stand } = data;
  const featured = photos.find((p) => p.isFeatured) ?? photos[0];
  // The gallery size is plenty for the header; a photo still on the device shows from its bytes.
  const featuredSrc = useMediaSrc(featured ? (featured.galleryUrl ?? featured.url) : null);
  const seesBuy = can(user, 'vehicle.field.buyPrice');
  const seesMargin = can(user, 'vehicle.field.margin');
  const profit = margin(v.sellerPrice, v.buyPrice, costs);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="6">
      {featured && featuredSrc ? (
        <Image
          src={featuredSrc}
          alt={`${v.brand} ${v.model}`}
          borderRadius="md"
          objectFit="cover"
          w="full"
          onError={onPhotoError}
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
          {/* A role that may not see the price gets no 'Preço —', which would read as a missing price. */}
          {can(user, 'vehicle.field.sellerPrice') ? (
            <Item label="Preço" value={formatListPrice(v.sellerPrice)} />
          ) : null}
          {seesBuy ? <Item label="Preço de compra" value={formatEuro(v.buyPrice)} /> : null}
          {seesMargin ? <Item label="Margem" value={profit === null ? '—' : formatEuro(profit)} /> : null}
          <Item label="Tempo em stock" value={timeInStock(v.createdAt, isoDate(new Date())).label} />
          <Item label="Entrada em stock" value={formatDateSlash(v.createdAt)} />
          <Item label="Stand" value={stand?.active ? stand.name : 'Sem stand'} />
        </SimpleGrid>
      </Stack>
    </Grid>
  );
}

function GeneralPanel({ vehicle: v }: VehiclePanelProps) {
  return (
    <Section title="Características gerais">
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
    </Section>
  );
}

function EnginePanel({ vehicle: v }: VehiclePanelProps) {
  return (
    <Section title="Motor">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Item label="Combustível" value={v.fuel ? FUEL_LABELS[v.fuel] : null} />
        <Item label="Caixa" value={v.shift ? GEARBOX_LABELS[v.shift] : null} />
        <Item label="Potência (cv)" value={v.motorPower} />
        <Item label="Cilindrada (cm³)" value={v.cylinder} />
        <Item label="Quilómetros" value={formatKmExact(v.mileage)} />
      </SimpleGrid>
    </Section>
  );
}

function CostsPanel({ vehicle, costs }: VehiclePanelProps) {
  return <VehicleCosts vehicle={vehicle} costs={costs} />;
}

function ExtrasPanel({ vehicle: v }: VehiclePanelProps) {
  return (
    <Section title="Extras">
      {v.vehicleExtras.length === 0 ? (
        <Text color="fg.muted">Sem extras</Text>
      ) : (
        <Stack as="ul" gap="1" ps="5">
          {v.vehicleExtras.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ObservationsPanel({ vehicle: v }: VehiclePanelProps) {
  return v.observations ? <Item label="Observações" value={v.observations} /> : null;
}

/** The page's own panels, in the order they show; plugged-in panels follow. */
export const VEHICLE_PANELS: readonly VehiclePanel[] = [
  { id: 'general', component: GeneralPanel },
  { id: 'engine', component: EnginePanel },
  { id: 'costs', component: CostsPanel, visible: (user) => can(user, 'vehicle.field.costs') },
  { id: 'extras', component: ExtrasPanel },
  { id: 'observations', component: ObservationsPanel },
  { id: 'supplier', component: SupplierPanel, visible: (user) => can(user, 'supplier.read') },
  { id: 'publication', component: PublicationPanel },
  { id: 'promotion', component: PromotionPanel },
];

function VehicleDetails({
  data,
  panels = [],
  headerActions: HeaderActions,
  notices: Notices,
}: Omit<VehiclePlugins, 'subRoutes'> & { data: FoundVehicle }) {
  const user = useSessionStore((s) => s.user);
  const [editing, setEditing] = useState(false);
  const { vehicle: v, costs } = data;
  const canEdit = can(user, 'vehicle.update');
  // The edit form's code comes after the page has painted, ready for 'Editar vehículo'.
  useEffect(() => {
    if (canEdit) preloadVehicleEdit();
  }, [canEdit]);

  if (editing) {
    return (
      <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" data-testid="vehicle-show">
        <VehicleEdit vehicle={v} costs={costs} onClose={() => setEditing(false)} />
      </Stack>
    );
  }

  const shown = placePanels(VEHICLE_PANELS, panels).filter((panel) => panel.visible?.(user) ?? true);
  return (
    <DetailPage
      title={`${v.brand} ${v.model} ${v.version ?? ''}`}
      testId="vehicle-show"
      headerActions={
        <HStack gap="3" justify="flex-end" wrap="wrap">
          {HeaderActions ? <HeaderActions vehicle={v} costs={costs} /> : null}
          {canEdit ? (
            <Button
              colorPalette="red"
              minH="11"
              onClick={() => {
                // The form starts at the top of the page.
                scrollToTop();
                setEditing(true);
              }}
              data-testid="vehicle-edit"
            >
              Editar vehículo
            </Button>
          ) : null}
        </HStack>
      }
    >
      {Notices ? <Notices vehicle={v} costs={costs} /> : null}
      <VehicleConflict vehicleUuid={v.uuid} />
      <VehicleSummary data={data} />
      {shown.map(({ id, component: Panel }) => (
        <Box key={id} data-panel={id}>
          <Panel vehicle={v} costs={costs} />
        </Box>
      ))}
    </DetailPage>
  );
}
