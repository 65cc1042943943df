/**
 * What a Portuguese dealership's sale documents say by law (issue 24), as data:
 * the warranty terms (DL 84/2021 art. 12.º: 3 years; a used vehicle 18 months
 * when so agreed in writing) and the VAT margin scheme's wording (CIVA's
 * 'Regime especial de tributação dos bens em segunda mão', DL 199/96).
 */
import type { SaleDocumentContext } from './model';

export const WARRANTY_LAW = 'Decreto-Lei n.º 84/2021, de 18 de outubro';

/** The used car's shorter warranty is valid only when agreed in writing: this sentence is that writing. */
export const USED_WARRANTY_AGREED_IN_WRITING =
  'As partes acordam por escrito, neste documento, o prazo de garantia indicado para este veículo usado, ' +
  'nos termos do n.º 2 do artigo 12.º do ' +
  WARRANTY_LAW +
  ' (nunca inferior a 18 meses); sem esse acordo vale o prazo legal de 3 anos.';

/** Printed on the contract and the summary of a used car sold under the margin scheme. */
export const MARGIN_SCHEME_TITLE = 'IVA — regime da margem';
export const MARGIN_SCHEME_TEXT =
  'Venda sujeita ao regime especial de tributação dos bens em segunda mão (Decreto-Lei n.º 199/96, de ' +
  '18 de outubro): IVA incluído no preço, calculado sobre a margem, sem IVA dedutível para o Comprador.';

/** A used vehicle whose VAT is not deductible is sold under the margin scheme; the context says when it knows. */
export const soldUnderMarginScheme = (ctx: SaleDocumentContext) =>
  ctx.marginScheme === true && ctx.vehicle.state !== 'NEW';

/** A blank to fill by hand at the handover when the day is not known yet. */
export const DATE_TO_FILL = '____-____-________';
