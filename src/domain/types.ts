/** Wire shapes of the records the API answers with (camelCase, design §4). */
import type { Role } from './enums';

export interface User {
  uuid: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
  isActive: boolean;
  isSuperUser: boolean;
  companyUuid: string | null;
  /** Concurrency version of the record (design §4; `version` is a vehicle field). */
  rowVersion: number;
  updatedAt: string;
}

export interface Financial {
  uuid: string;
  financialUuid: string;
  companyUuid: string;
  name: string;
  code: string;
  /** Concurrency version of the record (design §4; `version` is a vehicle field). */
  rowVersion: number;
  updatedAt: string;
}

export interface Company {
  uuid: string;
  name: string;
  color: string | null;
  logo: string | null;
  active: boolean;
  /** Whether the 'Preçário' sheet may be printed for its vehicles (a setting of the super user's). */
  priceListEnabled: boolean;
  /** The legal identity the sale documents print (issue 24): NIPC, registered address, contacts. */
  nif: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  /** The public catalogue's address, /stock/{slug} (issue 25). */
  slug: string;
  /** 'Catálogo público': whether the public pages, feed and enquiry form answer (issue 25). */
  publicCatalogue: boolean;
  financials: Financial[];
  /** Concurrency version of the record (design §4; `version` is a vehicle field). */
  rowVersion: number;
  updatedAt: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** The label shown in the account menu: names when known, else the username. */
export function userLabel(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username;
}
