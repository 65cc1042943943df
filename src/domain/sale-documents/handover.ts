/** The handover documents: 'Autorização de Circulação', 'Material' and 'Multas'. */
import { formatDateDash } from '../format';
import { saleDocumentFileName } from '../sales';
import {
  clientRows,
  dash,
  formatKm,
  placeAndDate,
  saleKm,
  sellerRows,
  signatures,
  subtitle,
  vehicleName,
  vehicleRows,
} from './common';
import { DATE_TO_FILL } from './legal-texts';
import type { SaleDocumentContext, SaleDocumentBody } from './model';

/**
 * The day the vehicle changes hands, as the documents print it: the delivery date once
 * delivered, else the forecast one, else a blank to fill by hand — never the sale's day
 * (issue 24: Material and Multas printed the sale date as the delivery date).
 */
export const handoverDay = (ctx: SaleDocumentContext): string => {
  const day = ctx.sale.deliverDate ?? ctx.sale.forecastDate;
  return day ? formatDateDash(day) : DATE_TO_FILL;
};

export function circulationDocument(ctx: SaleDocumentContext): SaleDocumentBody {
  const { sale, vehicle, company } = ctx;
  return {
    id: 'circulation',
    title: 'Autorização de Circulação',
    subtitle: subtitle(ctx),
    fileName: saleDocumentFileName(vehicle.licensePlate, 'circulation'),
    blocks: [
      {
        type: 'paragraph',
        text:
          `${company.name}, vendedora do veículo abaixo identificado, autoriza ${sale.client.name} a conduzir e ` +
          `circular com o veículo a partir de ${handoverDay(ctx)}, enquanto decorre o registo ` +
          'da propriedade a seu favor.',
      },
      { type: 'heading', text: 'Veículo' },
      { type: 'fields', rows: vehicleRows(ctx) },
      { type: 'heading', text: 'Autorizado' },
      { type: 'fields', rows: clientRows(sale.client).slice(0, 5) },
      { type: 'heading', text: 'Vendedor' },
      { type: 'fields', rows: sellerRows(ctx) },
      {
        type: 'paragraph',
        text:
          'Esta autorização vale até à emissão do certificado de matrícula em nome do comprador e deve ' +
          'acompanhar o veículo, com o documento de identificação do condutor, sempre que este circule.',
      },
      {
        type: 'signatures',
        placeAndDate: placeAndDate(ctx),
        parties: [{ label: 'Pelo Vendedor', value: company.name }],
      },
    ],
  };
}

/** What a buyer takes with the vehicle, ticked by hand at the handover. */
export const MATERIAL_ITEMS = [
  'Chave principal',
  'Chave suplente',
  'Livro de instruções',
  'Livro de manutenção / histórico de revisões',
  'Certificado de matrícula (Documento Único Automóvel)',
  'Certificado de inspeção periódica (quando aplicável)',
  'Declaração de venda / requerimento de registo',
  'Triângulo de pré-sinalização e colete refletor',
  'Pneu suplente ou kit de reparação',
  'Tapetes',
] as const;

export function materialDocument(ctx: SaleDocumentContext): SaleDocumentBody {
  const { sale, vehicle } = ctx;
  return {
    id: 'material',
    title: 'Material',
    subtitle: subtitle(ctx),
    fileName: saleDocumentFileName(vehicle.licensePlate, 'material'),
    blocks: [
      {
        type: 'paragraph',
        text:
          `Material e documentos entregues a ${sale.client.name} com o veículo ${vehicleName(ctx)}, ` +
          `matrícula ${vehicle.licensePlate}, em ${handoverDay(ctx)}.`,
      },
      {
        type: 'table',
        columns: ['Matrícula', 'Quilómetros', 'Data da venda', 'Data de entrega'],
        rows: [
          [vehicle.licensePlate, formatKm(saleKm(ctx)), formatDateDash(sale.dateOfSale), handoverDay(ctx)],
        ],
      },
      { type: 'heading', text: 'Entregue' },
      { type: 'checklist', items: [...MATERIAL_ITEMS] },
      { type: 'heading', text: 'Observações' },
      { type: 'paragraph', text: dash(sale.workToBeDone ?? sale.businessNotes) },
      {
        type: 'paragraph',
        text: 'O Comprador declara ter recebido o veículo e o material assinalado acima.',
      },
      { type: 'signatures', placeAndDate: placeAndDate(ctx), parties: signatures(ctx) },
    ],
  };
}

export function finesDocument(ctx: SaleDocumentContext): SaleDocumentBody {
  const { sale, vehicle, company } = ctx;
  const day = handoverDay(ctx);
  return {
    id: 'fines',
    title: 'Multas',
    subtitle: subtitle(ctx),
    fileName: saleDocumentFileName(vehicle.licensePlate, 'fines'),
    blocks: [
      { type: 'heading', text: 'Termo de responsabilidade' },
      {
        type: 'paragraph',
        text:
          `${sale.client.name}, comprador do veículo ${vehicleName(ctx)}, matrícula ${vehicle.licensePlate}, ` +
          `declara assumir a responsabilidade por todas as coimas, multas, portagens e demais encargos ` +
          `resultantes da utilização do veículo a partir da data e hora da entrega: ${day}, às ____ h ____.`,
      },
      {
        type: 'paragraph',
        text:
          `As infrações cometidas antes da entrega são da responsabilidade de ${company.name}. ` +
          'Se uma notificação chegar à parte que não é responsável, esta identifica o condutor à entidade ' +
          'autuante e envia cópia à outra parte, nos prazos legais.',
      },
      { type: 'heading', text: 'Comprador' },
      { type: 'fields', rows: clientRows(sale.client) },
      { type: 'heading', text: 'Veículo' },
      {
        type: 'fields',
        rows: [
          { label: 'Matrícula', value: vehicle.licensePlate },
          { label: 'Quilómetros na entrega', value: formatKm(saleKm(ctx)) },
        ],
      },
      { type: 'signatures', placeAndDate: placeAndDate(ctx), parties: signatures(ctx) },
    ],
  };
}
