/**
 * Sale rules (spec 02 §2 "New sale", "Sale details", §4, §6, §8, §9): the
 * totals and the margin, who may do what to a sale in which state, the sale
 * documents and their file names, and the sale texts. Pure: the forms, the
 * sold list, the documents and the server all call these.
 */
import type { Cost, Sale } from './entities';
import type { Availability } from './enums';
import { can, type Actor } from './permissions';
import { round2, totalValue } from './stock';

/** Sale total = sale price minus the retake's value (spec 02 §2). */
export function saleTotal(
  salePrice: number | null | undefined,
  retakeValue: number | null | undefined,
): number {
  return round2((salePrice ?? 0) - (retakeValue ?? 0));
}

/** Payment total = on the signed contract plus on delivery (spec 02 §2). */
export function paymentTotal(
  onSignedContractValue: number | null | undefined,
  onVehicleDeliveryValue: number | null | undefined,
): number {
  return round2((onSignedContractValue ?? 0) + (onVehicleDeliveryValue ?? 0));
}

/**
 * Sale margin = sale price minus total cost (buy price plus costs, COMPLAINT excluded; spec 02 §9).
 * Only the cost roles see it ('sold.columnMargin'); null without a sale price.
 */
export function saleMargin(
  salePrice: number | null | undefined,
  buyPrice: number | null | undefined,
  costs: readonly Pick<Cost, 'costType' | 'value'>[],
): number | null {
  if (salePrice === null || salePrice === undefined) return null;
  return round2(salePrice - totalValue(buyPrice, costs));
}

/** The margin's colour: good above 0, the error colour otherwise (spec 02 §2). */
export const marginTone = (margin: number | null): 'good' | 'bad' => ((margin ?? 0) > 0 ? 'good' : 'bad');

/** Whether the sale is the actor's own (the seller named on it). */
export const isOwnSale = (actorUuid: string, sale: Pick<Sale, 'sellerUuid'>) => sale.sellerUuid === actorUuid;

export interface SaleActions {
  vehicleDetails: boolean;
  edit: boolean;
  remove: boolean;
  deliver: boolean;
}

/** A delivered sale is final for everyone (spec 02 §4: once DELIVERED only 'Detalhes do veículo'). */
export const isSaleFinal = (availability: Availability | null | undefined) => availability === 'DELIVERED';

/**
 * The sale-details buttons (spec 02 §4), also what the server allows: admin-type users edit
 * and delete any sale and deliver a SOLD one; the other sale roles edit and delete only their
 * own sale. Once DELIVERED the sale is final: only 'Detalhes do veículo', for everyone.
 */
export function saleActions(
  actor: Actor & { uuid: string },
  sale: Pick<Sale, 'sellerUuid'>,
  availability: Availability | null | undefined,
): SaleActions {
  if (isSaleFinal(availability)) return { vehicleDetails: true, edit: false, remove: false, deliver: false };
  const admin = can(actor, 'sale.deliver');
  const own = can(actor, 'sale.update') && isOwnSale(actor.uuid, sale);
  return {
    vehicleDetails: true,
    edit: admin || own,
    remove: admin || (can(actor, 'sale.delete') && own),
    deliver: admin && availability === 'SOLD',
  };
}

/** A SELLER sells in their own name: the seller defaults to the user and cannot be changed (spec 02 §6). */
export const sellerIsFixed = (actor: Actor) => !can(actor, 'sale.chooseSeller');

/** The sale documents (spec 02 §7) and the suffix of each download's name. */
export const SALE_DOCUMENTS = {
  circulation: 'Autorização de Circulação',
  contract: 'Contrato de Venda',
  warranty: 'Garantia',
  material: 'Material',
  fines: 'Multas',
  privacy: 'Política de Privacidade',
  retake: 'Retoma',
} as const;
export type SaleDocumentKind = keyof typeof SALE_DOCUMENTS;
export const SALE_DOCUMENT_KINDS = Object.keys(SALE_DOCUMENTS) as SaleDocumentKind[];

/** '{plate} Contrato de Venda.pdf' (spec 02 §7). */
export const saleDocumentFileName = (licensePlate: string, kind: SaleDocumentKind) =>
  `${licensePlate} ${SALE_DOCUMENTS[kind]}.pdf`;

/** The spec's sale texts (§2, §4, §8), word for word. */
export const SALE_MESSAGES = {
  created: 'Venda criada com sucesso',
  createFailed: 'Houve um problema a criar a venda, por favor tente mais tarde',
  saved: 'Informação guardada com sucesso',
  editFailed: 'Erro ao editar a venda, tente mais tarde',
  deleted: 'Venda eliminada com sucesso',
  deleteFailed: 'Erro ao eliminar a venda, tente mais tarde',
  delivered: 'Estado do veículo mudado para entregue!',
  deliverFailed: 'Erro ao mudar o estado do veículo, tente mais tarde',
  deliverConfirm: 'Ao entregar o veículo, esta venda é dada como completa',
  pdfDownload: 'O PDF será transferido automaticamente',
  csvDownload: 'O CSV será transferido automaticamente',
  // Not in the spec: our own texts.
  alreadySold: 'Este veículo já foi vendido',
  notSellable: 'Este veículo não pode ser vendido no estado atual',
  deliverOnlySold: 'Só um veículo vendido pode ser entregue',
  deliveredLocked: 'Uma venda entregue já não pode ser alterada',
  alreadySoldFinal:
    'Outra venda deste veículo chegou primeiro ao servidor: enviar esta de novo seria recusado outra vez. Descarte-a; o veículo fica como o servidor o tem.',
  soldElsewhere: 'Este veículo foi vendido por outro vendedor: essa venda não está visível para si.',
  saleNotHereYet: 'Este veículo foi vendido; a venda ainda não chegou a este dispositivo.',
} as const;

/**
 * Who the seller filters offer (the sold list's and the contacts' 'Vendedor'): the active sellers.
 * Spec 01 §2: "The seller selector excludes the username 'admin' and managers"; issue 24: nor the
 * editors (staff who prepare cars, not the sales force) nor an inactive user.
 */
export function offeredAsSeller(user: Actor & { isActive: boolean }): boolean {
  return user.isActive && !user.isSuperUser && user.role === 'SELLER';
}

/**
 * Who the analytics contact chart's 'Utilizador' filter offers: the active users who may hold
 * contacts (no WORKSHOP, no CLIENT, no inactive user; issue 24).
 */
export function offeredInContactChart(user: Actor & { isActive: boolean }): boolean {
  return user.isActive && can(user, 'contact.read');
}
