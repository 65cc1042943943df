/** The client's documents: 'Política de Privacidade' (RGPD) and 'Retoma' (the trade-in). */
import { saleDocumentFileName } from '../sales';
import { clientRows, dash, euro, formatKm, placeAndDate, signatures, subtitle, vehicleName } from './common';
import type { SaleDocumentContext, SaleDocumentBody } from './model';

export function privacyDocument(ctx: SaleDocumentContext): SaleDocumentBody {
  const { company, sale, vehicle } = ctx;
  return {
    id: 'privacy',
    title: 'Política de Privacidade',
    subtitle: subtitle(ctx),
    fileName: saleDocumentFileName(vehicle.licensePlate, 'privacy'),
    blocks: [
      {
        type: 'paragraph',
        text:
          `${company.name} trata os dados pessoais de ${sale.client.name} nos termos do Regulamento (UE) ` +
          '2016/679 (RGPD) e da Lei n.º 58/2019, de 8 de agosto.',
      },
      {
        type: 'clauses',
        items: [
          { title: 'Responsável pelo tratamento', text: company.name },
          {
            title: 'Dados tratados',
            text:
              'Identificação (nome, documento de identificação, NIF, data de nascimento), contactos (morada, ' +
              'telemóvel, email) e os dados da compra, do financiamento e da retoma.',
          },
          {
            title: 'Finalidades e fundamento',
            text:
              'Celebrar e executar o contrato de venda, registar a propriedade do veículo, prestar a garantia ' +
              '(execução do contrato) e cumprir obrigações fiscais e contabilísticas (obrigação legal).',
          },
          {
            title: 'Destinatários',
            text:
              'Conservatória do Registo Automóvel, Autoridade Tributária, a entidade financiadora quando há ' +
              'financiamento, e prestadores de serviços que tratam os dados por conta da empresa.',
          },
          {
            title: 'Conservação',
            text:
              'Durante a garantia e os prazos legais de conservação de documentos fiscais (10 anos), sendo ' +
              'depois apagados.',
          },
          {
            title: 'Direitos do titular',
            text:
              'Acesso, retificação, apagamento, limitação, portabilidade e oposição, pedidos à empresa, e ' +
              'reclamação à Comissão Nacional de Proteção de Dados (www.cnpd.pt).',
          },
        ],
      },
      {
        type: 'paragraph',
        text: `${sale.client.name} declara ter tomado conhecimento desta política.`,
      },
      { type: 'signatures', placeAndDate: placeAndDate(ctx), parties: signatures(ctx) },
    ],
  };
}

/** Null without a retake: there is nothing to declare (the route answers 404). */
export function retakeDocument(ctx: SaleDocumentContext): SaleDocumentBody | null {
  const { sale, vehicle, company } = ctx;
  const retake = sale.retakeVehicle;
  if (!sale.retake || !retake) return null;
  const retaken = [retake.brand, retake.model].filter(Boolean).join(' ') || 'veículo';
  return {
    id: 'retake',
    title: 'Retoma',
    subtitle: subtitle(ctx),
    fileName: saleDocumentFileName(vehicle.licensePlate, 'retake'),
    blocks: [
      { type: 'heading', text: 'Veículo retomado' },
      {
        type: 'fields',
        rows: [
          { label: 'Marca', value: dash(retake.brand) },
          { label: 'Modelo', value: dash(retake.model) },
          { label: 'Matrícula', value: dash(retake.licensePlate) },
          { label: 'Quilómetros', value: formatKm(retake.mileage) },
          { label: 'Valor da retoma', value: euro(retake.retakeValue) },
        ],
      },
      { type: 'heading', text: 'Cliente' },
      { type: 'fields', rows: clientRows(sale.client) },
      { type: 'heading', text: 'Declaração' },
      {
        type: 'paragraph',
        text:
          `${sale.client.name} declara ser o legítimo proprietário do ${retaken}, matrícula ` +
          `${dash(retake.licensePlate)}, livre de ónus, encargos, penhoras ou reservas de propriedade não ` +
          `declarados, e entrega-o a ${company.name} como parte do pagamento do ${vehicleName(ctx)}, ` +
          `matrícula ${vehicle.licensePlate}, pelo valor de ${euro(retake.retakeValue)}, com os quilómetros ` +
          'indicados, que declara serem reais.',
      },
      {
        type: 'paragraph',
        text:
          'Declara ainda entregar as chaves e os documentos do veículo retomado e assumir as coimas e ' +
          'encargos referentes a este até à data e hora da entrega.',
      },
      { type: 'signatures', placeAndDate: placeAndDate(ctx), parties: signatures(ctx) },
    ],
  };
}
