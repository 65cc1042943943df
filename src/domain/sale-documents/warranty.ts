/**
 * 'Garantia': the term the sale agreed (monthWarranty, mileageWarranty) within
 * the legal frame for the vehicle's state (DL 84/2021 art. 12.º), said plainly
 * when the agreed term is shorter than the law allows.
 */
import { formatDateDash } from '../format';
import { saleDocumentFileName } from '../sales';
import {
  clientRows,
  formatKm,
  LEGAL_WARRANTY_MONTHS,
  LEGAL_WARRANTY_USED_MIN_MONTHS,
  months,
  placeAndDate,
  signatures,
  subtitle,
  vehicleRows,
  warrantyTerm,
} from './common';
import { USED_WARRANTY_AGREED_IN_WRITING, WARRANTY_LAW } from './legal-texts';
import type { DocBlock, SaleDocumentContext, SaleDocumentBody } from './model';

const LAW = WARRANTY_LAW;

/** The warranty counts from the delivery: its date once known, else said in words (never the sale's day). */
export const warrantyStart = (ctx: SaleDocumentContext): string =>
  ctx.sale.deliverDate ? formatDateDash(ctx.sale.deliverDate) : 'Na data de entrega do veículo';

export function warrantyFrame(ctx: SaleDocumentContext): string {
  return ctx.vehicle.state === 'NEW'
    ? `Nos termos do artigo 12.º do ${LAW}, um veículo vendido novo tem uma garantia legal de ` +
        `${LEGAL_WARRANTY_MONTHS / 12} anos a contar da entrega, que não pode ser reduzida por acordo.`
    : `Nos termos do artigo 12.º do ${LAW}, a garantia legal é de ${LEGAL_WARRANTY_MONTHS / 12} anos; ` +
        `num veículo usado as partes podem acordar um prazo menor, nunca inferior a ` +
        `${months(LEGAL_WARRANTY_USED_MIN_MONTHS)}.`;
}

export function warrantyStatement(ctx: SaleDocumentContext): string {
  const { sale, vehicle } = ctx;
  const term = warrantyTerm(vehicle.state, sale.monthWarranty);
  const mileage = sale.mileageWarranty ? `, ou ${formatKm(sale.mileageWarranty)} percorridos,` : '';
  if (term.agreedMonths === null) {
    return `Não foi acordado um prazo: aplica-se a garantia legal de ${months(term.appliedMonths)}.`;
  }
  if (term.belowLegal) {
    return (
      `O prazo acordado (${months(term.agreedMonths)}) é inferior ao mínimo legal para este veículo: ` +
      `aplica-se o mínimo legal de ${months(term.legalMinMonths)}${mileage} a contar da entrega.`
    );
  }
  return `Prazo de garantia acordado: ${months(term.agreedMonths)}${mileage} a contar da entrega.`;
}

export function warrantyDocument(ctx: SaleDocumentContext): SaleDocumentBody {
  const { sale } = ctx;
  const term = warrantyTerm(ctx.vehicle.state, sale.monthWarranty);
  const usedAgreed = ctx.vehicle.state !== 'NEW' && term.agreedMonths !== null && !term.belowLegal;
  const blocks: DocBlock[] = [
    { type: 'heading', text: 'Veículo' },
    { type: 'fields', rows: vehicleRows(ctx) },
    { type: 'heading', text: 'Comprador' },
    { type: 'fields', rows: clientRows(sale.client).slice(0, 4) },
    { type: 'heading', text: 'Prazo da garantia' },
    {
      type: 'fields',
      rows: [
        { label: 'Prazo', value: months(term.appliedMonths) },
        {
          label: 'Quilómetros',
          value: sale.mileageWarranty ? formatKm(sale.mileageWarranty) : 'Sem limite acordado',
        },
        { label: 'Início (entrega)', value: warrantyStart(ctx) },
      ],
    },
    { type: 'paragraph', text: warrantyStatement(ctx), emphasis: true },
    ...(usedAgreed && term.agreedMonths !== null && term.agreedMonths < LEGAL_WARRANTY_MONTHS
      ? [{ type: 'paragraph' as const, text: USED_WARRANTY_AGREED_IN_WRITING }]
      : []),
    { type: 'heading', text: 'Enquadramento legal' },
    { type: 'paragraph', text: warrantyFrame(ctx) },
    {
      type: 'clauses',
      items: [
        {
          title: 'Cobertura',
          text:
            'O Vendedor responde por qualquer falta de conformidade do veículo que se manifeste no prazo da ' +
            'garantia, tendo o Comprador direito à reparação, à substituição, à redução do preço ou à resolução ' +
            'do contrato, nos termos da lei.',
        },
        {
          title: 'Exclusões',
          text:
            'Não são faltas de conformidade o desgaste normal de peças e consumíveis (pneus, travões, embraiagem, ' +
            'escovas, lâmpadas, óleos e filtros), nem danos causados por acidente, uso indevido, falta de ' +
            'manutenção ou intervenções feitas fora das indicações do fabricante.',
        },
        {
          title: 'Como acionar',
          text:
            'O Comprador comunica a falta de conformidade ao Vendedor logo que a detete, apresentando este ' +
            'documento, e põe o veículo à disposição para diagnóstico.',
        },
      ],
    },
    { type: 'signatures', placeAndDate: placeAndDate(ctx), parties: signatures(ctx) },
  ];
  return {
    id: 'warranty',
    title: 'Garantia',
    subtitle: subtitle(ctx),
    fileName: saleDocumentFileName(ctx.vehicle.licensePlate, 'warranty'),
    blocks,
  };
}
