/** 'Resumo de venda' (GET /sales/{id}/generate-pdf): the whole sale on one sheet. */
import { formatDateDash } from '../format';
import {
  clientRows,
  dash,
  euro,
  formatKm,
  months,
  sellerRows,
  subtitle,
  vehicleRows,
  warrantyTerm,
} from './common';
import { priceRows } from './contract';
import { MARGIN_SCHEME_TEXT, MARGIN_SCHEME_TITLE, soldUnderMarginScheme } from './legal-texts';
import { SALE_SUMMARY_TITLE, saleSummaryFileName } from './list';
import type { DocBlock, SaleDocumentContext, SaleDocumentBody } from './model';
import { warrantyStart } from './warranty';

export function summaryDocument(ctx: SaleDocumentContext): SaleDocumentBody {
  const { sale, vehicle } = ctx;
  const term = warrantyTerm(vehicle.state, sale.monthWarranty);
  const blocks: DocBlock[] = [
    {
      type: 'fields',
      rows: [
        { label: 'Data da venda', value: formatDateDash(sale.dateOfSale) },
        { label: 'Data de entrega', value: formatDateDash(sale.deliverDate) },
        { label: 'Data prevista de entrega', value: formatDateDash(sale.forecastDate) },
        { label: 'Data do processo', value: formatDateDash(sale.processDate) },
        ...sellerRows(ctx),
      ],
    },
    { type: 'heading', text: 'Veículo' },
    { type: 'fields', rows: vehicleRows(ctx) },
    { type: 'heading', text: 'Cliente' },
    { type: 'fields', rows: clientRows(sale.client) },
    { type: 'heading', text: 'Valores' },
    { type: 'fields', rows: priceRows(ctx) },
  ];
  if (sale.retake && sale.retakeVehicle) {
    const r = sale.retakeVehicle;
    blocks.push(
      { type: 'heading', text: 'Retoma' },
      {
        type: 'table',
        columns: ['Marca', 'Modelo', 'Matrícula', 'Quilómetros', 'Valor'],
        rows: [
          [dash(r.brand), dash(r.model), dash(r.licensePlate), formatKm(r.mileage), euro(r.retakeValue)],
        ],
      },
    );
  }
  blocks.push(
    { type: 'heading', text: 'Garantia' },
    {
      type: 'fields',
      rows: [
        { label: 'Prazo', value: months(term.appliedMonths) },
        { label: 'Quilómetros', value: sale.mileageWarranty ? formatKm(sale.mileageWarranty) : '—' },
        { label: 'Início (entrega)', value: warrantyStart(ctx) },
      ],
    },
    ...(soldUnderMarginScheme(ctx)
      ? [
          { type: 'heading' as const, text: MARGIN_SCHEME_TITLE },
          { type: 'paragraph' as const, text: MARGIN_SCHEME_TEXT },
        ]
      : []),
    { type: 'heading', text: 'Notas' },
    {
      type: 'fields',
      rows: [
        { label: 'Notas do negócio', value: dash(sale.businessNotes) },
        { label: 'Trabalhos a realizar', value: dash(sale.workToBeDone) },
        { label: 'Observações do cliente', value: dash(sale.client.observations) },
      ],
    },
  );
  return {
    id: 'summary',
    title: SALE_SUMMARY_TITLE,
    subtitle: subtitle(ctx),
    fileName: saleSummaryFileName(vehicle.licensePlate),
    blocks,
  };
}
