/** 'Contrato de Venda': the parties, the vehicle, the price and how it is paid, the clauses, the signatures. */
import { formatDateDash } from '../format';
import { paymentTotal, saleDocumentFileName, saleTotal } from '../sales';
import {
  clientRows,
  dash,
  euro,
  formatKm,
  months,
  placeAndDate,
  saleKm,
  sellerRows,
  signatures,
  subtitle,
  vehicleName,
  vehicleRows,
  warrantyTerm,
} from './common';
import { MARGIN_SCHEME_TEXT, MARGIN_SCHEME_TITLE, soldUnderMarginScheme } from './legal-texts';
import type { Clause, FieldRow, SaleDocumentContext, SaleDocumentBody } from './model';

/** The amounts: price, the retake deducted, what is left, the financing and the payment split. */
export function priceRows(ctx: SaleDocumentContext): FieldRow[] {
  const { sale } = ctx;
  const retakeValue = sale.retake ? (sale.retakeVehicle?.retakeValue ?? null) : null;
  const rows: FieldRow[] = [{ label: 'Preço de venda', value: euro(sale.salePrice) }];
  if (sale.retake) {
    rows.push({ label: 'Valor da retoma (a deduzir)', value: euro(retakeValue) });
    rows.push({ label: 'Total a pagar', value: euro(saleTotal(sale.salePrice, retakeValue)) });
  }
  rows.push({ label: 'Financiamento', value: sale.loan ? 'Sim' : 'Não' });
  if (sale.loan) {
    rows.push({ label: 'Entidade financiadora', value: dash(ctx.loanCompanyName) });
    rows.push({ label: 'Valor financiado', value: euro(sale.loanValue) });
  }
  rows.push(
    { label: 'Pago na assinatura do contrato', value: euro(sale.onSignedContractValue) },
    { label: 'A pagar na entrega do veículo', value: euro(sale.onVehicleDeliveryValue) },
    {
      label: 'Total do pagamento',
      value: euro(paymentTotal(sale.onSignedContractValue, sale.onVehicleDeliveryValue)),
    },
  );
  return rows;
}

function contractClauses(ctx: SaleDocumentContext): Clause[] {
  const { sale, vehicle } = ctx;
  const term = warrantyTerm(vehicle.state, sale.monthWarranty);
  const retakeValue = sale.retakeVehicle?.retakeValue ?? null;
  const deliveryDay = sale.deliverDate ?? sale.forecastDate;
  const clauses: Clause[] = [
    {
      title: 'Objeto',
      text:
        `O Vendedor vende ao Comprador, que compra, o veículo ${vehicleName(ctx)}, matrícula ` +
        `${vehicle.licensePlate}, com ${formatKm(saleKm(ctx))} registados na data da venda ` +
        `(${formatDateDash(sale.dateOfSale)}), no estado em que se encontra e que o Comprador declara conhecer.`,
    },
    {
      title: 'Preço',
      text:
        `O preço da venda é de ${euro(sale.salePrice)}` +
        (sale.retake
          ? `, ao qual é deduzido o valor da retoma de ${euro(retakeValue)}, ficando a pagar ` +
            `${euro(saleTotal(sale.salePrice, retakeValue))}.`
          : '.') +
        (sale.loan
          ? ` Parte do preço (${euro(sale.loanValue)}) é paga por financiamento concedido por ` +
            `${dash(ctx.loanCompanyName)}, nos termos do contrato de crédito celebrado entre o Comprador e essa entidade.`
          : ''),
    },
    {
      title: 'Entrega',
      text:
        (deliveryDay
          ? `O veículo é entregue ao Comprador em ${formatDateDash(deliveryDay)}`
          : 'O veículo é entregue ao Comprador em data a acordar entre as partes') +
        ', com os documentos e o material descritos no documento «Material», após o pagamento integral do preço.',
    },
    {
      title: 'Registo de propriedade',
      text:
        'O Vendedor compromete-se a promover o registo da propriedade a favor do Comprador no prazo legal, ' +
        'com a colaboração deste. Até ao registo, o Comprador circula ao abrigo da Autorização de Circulação.',
    },
    {
      title: 'Garantia',
      text:
        `O veículo tem uma garantia de ${months(term.appliedMonths)}` +
        (sale.mileageWarranty ? ` ou ${formatKm(sale.mileageWarranty)}` : '') +
        ', nos termos do Decreto-Lei n.º 84/2021, de 18 de outubro, descrita no documento «Garantia».',
    },
    {
      title: 'Multas e responsabilidade',
      text:
        'As coimas e responsabilidades decorrentes da circulação do veículo a partir da entrega são da ' +
        'responsabilidade do Comprador; as anteriores, do Vendedor.',
    },
  ];
  if (soldUnderMarginScheme(ctx)) clauses.push({ title: MARGIN_SCHEME_TITLE, text: MARGIN_SCHEME_TEXT });
  if (sale.workToBeDone) {
    clauses.push({
      title: 'Trabalhos a realizar',
      text: `Antes da entrega, o Vendedor realiza: ${sale.workToBeDone}`,
    });
  }
  clauses.push({
    title: 'Litígios',
    text:
      'Em caso de litígio, o Comprador pode recorrer ao Livro de Reclamações e a uma entidade de resolução ' +
      'alternativa de litígios de consumo, nos termos da Lei n.º 144/2015, de 8 de setembro.',
  });
  return clauses;
}

export function contractDocument(ctx: SaleDocumentContext): SaleDocumentBody {
  return {
    id: 'contract',
    title: 'Contrato de Venda',
    subtitle: subtitle(ctx),
    fileName: saleDocumentFileName(ctx.vehicle.licensePlate, 'contract'),
    blocks: [
      { type: 'heading', text: 'Vendedor' },
      { type: 'fields', rows: sellerRows(ctx) },
      { type: 'heading', text: 'Comprador' },
      { type: 'fields', rows: clientRows(ctx.sale.client) },
      { type: 'heading', text: 'Veículo' },
      { type: 'fields', rows: vehicleRows(ctx) },
      { type: 'heading', text: 'Preço e pagamento' },
      { type: 'fields', rows: priceRows(ctx) },
      { type: 'heading', text: 'Cláusulas' },
      { type: 'clauses', items: contractClauses(ctx) },
      { type: 'signatures', placeAndDate: placeAndDate(ctx), parties: signatures(ctx) },
    ],
  };
}
