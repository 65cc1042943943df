/**
 * The sold list as CSV (spec 02 §2 "Sold vehicles", §7; design §8):
 * GET /api/documents-company/company/{companyUuid}/sales?<sold list keys>,
 * 'Lista de Vendas - {company name}.csv', for the roles of 'sold.csv'. The
 * rows are the sold list's (sold-list.ts) in the screen's sort ('sort', 'order';
 * newest sale first without), so the file holds what the screen shows; amounts
 * with two decimals, the stand by name.
 */
import type { FastifyInstance } from 'fastify';
import { formatDateDash } from '../../src/domain/format';
import { MSG } from '../../src/domain/messages';
import { DEFAULT_SOLD_SORT, soldSortFromQuery, sortSold } from '../../src/domain/sold';
import { actorOf, companyInScope } from '../auth/guard';
import type { Db } from '../db/client';
import { exportAudit, recordAudit } from '../services/audit';
import { attachment, money, toCsv, type CsvCell } from '../documents/csv';
import { badRequest } from '../errors';
import { soldListNames, soldVehicles } from '../services/sold-list';
import { queryOf } from '../validate';
import { parseSoldQuery } from './vehicle-list-query';
import { sceneOf } from './scene';

export const SALES_CSV_HEADER = [
  'Marca',
  'Modelo',
  'Versão',
  'Matrícula',
  'Data da venda',
  'Vendedor',
  'Stand',
  'Valor de venda',
  'Margem',
  'Financiado',
  'Valor financiado',
  'Financeira',
];

export const salesCsvFileName = (companyName: string) => `Lista de Vendas - ${companyName}.csv`;

export function salesCsvRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get<{ Params: { companyUuid: string } }>(
    '/api/documents-company/company/:companyUuid/sales',
    { config: { permission: 'sold.csv' } },
    async (req, reply) => {
      const actor = actorOf(req);
      const company = await companyInScope(db, actor, req.params.companyUuid);
      const query = queryOf(req.url);
      const { filters, fields } = parseSoldQuery(query);
      // The screen's sort (issue 24: the file ignored it).
      const asked = soldSortFromQuery(query);
      if (asked === 'invalid') fields.sort = MSG.invalidValue;
      const sort = asked === 'invalid' ? null : asked;
      if (Object.keys(fields).length > 0) throw badRequest(fields);

      const [found, { sellerName, financialName, standName }] = await Promise.all([
        soldVehicles(db, actor, company.uuid, filters),
        soldListNames(db, company.uuid),
      ]);
      const rows = sortSold(
        found.map(({ answer }) => ({
          vehicle: answer,
          sale: answer.sale,
          standLocation: answer.standLocation,
          saleMargin: answer.saleMargin ?? null,
        })),
        sort ?? DEFAULT_SOLD_SORT,
      );

      const data: CsvCell[][] = rows.map(({ vehicle: v, sale, saleMargin }) => [
        v.brand,
        v.model,
        v.version,
        v.licensePlate,
        sale ? formatDateDash(sale.dateOfSale) : null,
        sale?.sellerUuid ? (sellerName.get(sale.sellerUuid) ?? null) : null,
        // The stand by its name, never a location code.
        v.standUuid ? (standName.get(v.standUuid) ?? null) : null,
        money(sale?.salePrice),
        money(saleMargin),
        sale ? sale.loan : null,
        sale?.loan ? money(sale.loanValue) : null,
        sale?.loanCompany ? (financialName.get(sale.loanCompany) ?? null) : null,
      ]);
      await recordAudit(db, exportAudit(sceneOf(req), 'export.sales', company.uuid, data.length));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(salesCsvFileName(company.name)))
        .header('cache-control', 'no-store')
        .send(toCsv(SALES_CSV_HEADER, data));
    },
  );
}
