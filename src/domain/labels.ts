/** pt-PT display labels for the enumerations (spec 01 §3 "Display translations"). */
import type {
  Availability,
  ContactOrigin,
  ContactStatus,
  CostType,
  Fuel,
  Gearbox,
  NotificationType,
  Role,
  VehicleState,
  VehicleType,
} from './enums';

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrador',
  MANAGER: 'Manager',
  SELLER: 'Vendedor',
  CLIENT: 'Cliente',
  EDITOR1: 'Editor Tipo 1',
  EDITOR2: 'Editor Tipo 2',
  EDITOR3: 'Editor Tipo 3',
  WORKSHOP: 'Oficina',
};

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  REPARING: 'Em reparação',
  VERIFYING: 'A verificar',
  READY_FOR_SALE: 'Pronto para venda',
  SOLD: 'Vendido',
  DELIVERED: 'Entregue',
};

export const FUEL_LABELS: Record<Fuel, string> = {
  DIESEL: 'Diesel',
  GPL: 'GPL',
  ELECTRIC: 'Elétrico',
  GASOLINE: 'Gasolina',
  HYBRID: 'Híbrido',
  HYBRID_DIESEL: 'Híbrido (Diesel)',
  HYBRID_GASOLINE: 'Híbrido (Gasolina)',
};

export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  LIGHT_PASSENGERS: 'Ligeiro de passageiros',
  COMMERCIAL: 'Comercial',
  HEAVY_PASSENGERS: 'Pesado de passageiros',
  HEAVY_GOODS: 'Pesado de mercadorias',
  MOTORCYCLES: 'Motociclo',
};

export const VEHICLE_STATE_LABELS: Record<VehicleState, string> = {
  NEW: 'Novo',
  USED: 'Usado',
  SEMI_NEW: 'Semi-novo',
};

export const GEARBOX_LABELS: Record<Gearbox, string> = {
  MANUAL: 'Manual',
  AUTOMATIC: 'Automática',
};

export const COST_TYPE_LABELS: Record<CostType, string> = {
  MECHANIC: 'Mecânica',
  PAINT_OR_PLATE: 'Pintura ou chapa',
  STAMP: 'Selo',
  TRANSPORTATION: 'Transporte',
  INSPECTION: 'Inspeção',
  UPHOLSTERER: 'Estofador',
  COMPLAINT: 'Reclamação',
  OTHER: 'Outro',
};

/** IN_STOCK_VEHICLE keeps the spec's placeholder text 'TODO' (spec 01 §3). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  NEW_VEHICLE: 'Novo veículo',
  UPDATED_VEHICLE: 'Veículo atualizado',
  SOLD_VEHICLE: 'Veículo vendido',
  IN_STOCK_VEHICLE: 'TODO',
  NEW_WEBSITE_CONTACT: 'Novo contacto do site',
};

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  OPEN: 'Aberto',
  ORDERED: 'Encomendado',
  CLOSED: 'Fechado',
  SOLD: 'Vendido',
};

export const CONTACT_ORIGIN_LABELS: Record<ContactOrigin, string> = {
  OLD_CUSTOMER: 'Antigo cliente',
  RECOMMENDATION: 'Recomendação',
  TEMPORARY_CUSTOMER: 'Visita ao Stand',
  SOCIAL_NETWORK: 'Redes sociais',
  EMAIL: 'E-mail',
  EVENTS: 'Eventos',
  RADIO: 'Rádio',
  OTHER: 'Outro',
  WEBSITE: 'Website',
  OTHER_WEB_SV: 'Outro (web)',
};
