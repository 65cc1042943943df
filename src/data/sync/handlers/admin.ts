/**
 * Replay of the administration writes (spec 01 §7, spec 02 §7): companies,
 * stands, users, financing companies and suppliers. Each answer replaces the
 * optimistic record; figures the answers carry beside the record (counts,
 * a company's financials) are not part of the mirrored record.
 */
import type { Stand, Supplier } from '../../../domain/entities';
import type { Company, Financial, User } from '../../../domain/types';
import type { CompanyRecord, MontraDb, OutboxRow } from '../../db/montra-db';
import { registerWrite } from '../registry';

function companyRecord(company: Company | CompanyRecord): CompanyRecord {
  const { uuid, name, color, logo, active, rowVersion, updatedAt } = company;
  return { uuid, name, color, logo, active, rowVersion, updatedAt };
}

async function putCompany(db: MontraDb, answer: unknown): Promise<void> {
  const company = (answer as { company?: Company }).company;
  if (!company) return;
  await db.companies.put(companyRecord(company));
  if (Array.isArray(company.financials) && company.financials.length > 0) {
    await db.financials.bulkPut(company.financials);
  }
}

function standRecord(stand: Stand): Stand {
  const { uuid, rowVersion, updatedAt, companyUuid, name, location, address, active } = stand;
  return { uuid, rowVersion, updatedAt, companyUuid, name, location, address, active };
}

function supplierRecord(supplier: Supplier & { numberVehicles?: number }): Supplier {
  const { numberVehicles: _count, ...record } = supplier;
  return record;
}

// Companies: POST /companies/, PUT and DELETE /companies/{id}.
registerWrite('companies', 'create', {
  method: 'POST',
  path: () => 'companies/',
  apply: (db, _row, answer) => putCompany(db, answer),
});

registerWrite('companies', 'update', {
  method: 'PUT',
  path: (row) => `companies/${row.targetUuid}`,
  apply: (db, _row, answer) => putCompany(db, answer),
});

registerWrite('companies', 'delete', {
  method: 'DELETE',
  path: (row) => `companies/${row.targetUuid}`,
  goneIsDone: true,
  apply: async (db, row) => {
    await db.companies.delete(row.targetUuid);
  },
});

// Stands: POST /stands/, PUT /stands/{id} (the form, or { active, companyUuid } to (de)activate).
registerWrite('stands', 'create', {
  method: 'POST',
  path: () => 'stands/',
  apply: async (db, _row, answer) => {
    await db.stands.put(standRecord((answer as { stand: Stand }).stand));
  },
});

registerWrite('stands', 'update', {
  method: 'PUT',
  path: (row) => `stands/${row.targetUuid}`,
  apply: async (db, _row, answer) => {
    await db.stands.put(standRecord((answer as { stand: Stand }).stand));
  },
});

// Users: POST /auth/register, PATCH /users/role/{id}, PATCH /users/state/{id}.
const putUser = async (db: MontraDb, _row: OutboxRow, answer: unknown) => {
  await db.users.put((answer as { user: User }).user);
};

registerWrite('users', 'create', { method: 'POST', path: () => 'auth/register', apply: putUser });
registerWrite('users', 'changeRole', {
  method: 'PATCH',
  path: (row) => `users/role/${row.targetUuid}`,
  apply: putUser,
});
registerWrite('users', 'changeState', {
  method: 'PATCH',
  path: (row) => `users/state/${row.targetUuid}`,
  apply: putUser,
});

// Financing companies: POST /financials/company/{companyUuid}, PUT and DELETE /financials/{id}.
interface FinancialPayload {
  uuid: string;
  companyUuid: string;
  name: string;
  code: string;
}

const putFinancial = async (db: MontraDb, _row: OutboxRow, answer: unknown) => {
  await db.financials.put((answer as { financial: Financial }).financial);
};

registerWrite('financials', 'create', {
  method: 'POST',
  path: (row) => `financials/company/${(row.payload as FinancialPayload).companyUuid}`,
  body: (row) => {
    const { uuid, name, code } = row.payload as FinancialPayload;
    return { uuid, name, code };
  },
  apply: putFinancial,
});

registerWrite('financials', 'update', {
  method: 'PUT',
  path: (row) => `financials/${row.targetUuid}`,
  apply: putFinancial,
});

registerWrite('financials', 'delete', {
  method: 'DELETE',
  path: (row) => `financials/${row.targetUuid}`,
  goneIsDone: true,
  apply: async (db, row) => {
    await db.financials.delete(row.targetUuid);
  },
});

// Suppliers: POST /suppliers/, PUT and DELETE /suppliers/{id}.
const putSupplier = async (db: MontraDb, _row: OutboxRow, answer: unknown) => {
  await db.suppliers.put(supplierRecord((answer as { supplier: Supplier }).supplier));
};

registerWrite('suppliers', 'create', { method: 'POST', path: () => 'suppliers/', apply: putSupplier });
registerWrite('suppliers', 'update', {
  method: 'PUT',
  path: (row) => `suppliers/${row.targetUuid}`,
  apply: putSupplier,
});
registerWrite('suppliers', 'delete', {
  method: 'DELETE',
  path: (row) => `suppliers/${row.targetUuid}`,
  goneIsDone: true,
  apply: async (db, row) => {
    await db.suppliers.delete(row.targetUuid);
  },
});
