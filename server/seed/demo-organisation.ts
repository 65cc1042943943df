/**
 * The platform part of the demo data set (design §7): companies, stands,
 * users, financing companies, suppliers and the categories of extras.
 * Every row has a stable uuid; inserts skip rows that already exist.
 */
import type { Role } from '../../src/domain/enums';
import type { DbOrTx } from '../db/client';
import { categories, companies, extras, financials, stands, suppliers, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { stableUuid } from './ids';

export const DEMO_PASSWORD = 'stand-demo-2026';

export const DEMO_COMPANY = stableUuid('company:demo');
export const RIVAL_COMPANY = stableUuid('company:rival');

export const DEMO_STANDS = {
  ilhavo: stableUuid('stand:ilhavo'),
  aveiro: stableUuid('stand:aveiro'),
  antigo: stableUuid('stand:antigo'),
  porto: stableUuid('stand:porto'),
};

interface DemoUser {
  username: string;
  role: Role | null;
  company: string | null;
  firstName: string;
  lastName: string;
  isActive?: boolean;
  isSuperUser?: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'super@montra.pt',
    role: null,
    company: null,
    firstName: 'Super',
    lastName: 'Montra',
    isSuperUser: true,
  },
  {
    username: 'admin@demo.pt',
    role: 'ADMIN',
    company: DEMO_COMPANY,
    firstName: 'Ana',
    lastName: 'Administradora',
  },
  {
    username: 'gestor@demo.pt',
    role: 'MANAGER',
    company: DEMO_COMPANY,
    firstName: 'Gonçalo',
    lastName: 'Gestor',
  },
  {
    username: 'vendedor@demo.pt',
    role: 'SELLER',
    company: DEMO_COMPANY,
    firstName: 'Vera',
    lastName: 'Vendedora',
  },
  {
    username: 'vendedor2@demo.pt',
    role: 'SELLER',
    company: DEMO_COMPANY,
    firstName: 'Vasco',
    lastName: 'Vendedor',
  },
  {
    username: 'oficina@demo.pt',
    role: 'WORKSHOP',
    company: DEMO_COMPANY,
    firstName: 'Óscar',
    lastName: 'Oficina',
  },
  {
    username: 'editor1@demo.pt',
    role: 'EDITOR1',
    company: DEMO_COMPANY,
    firstName: 'Elsa',
    lastName: 'Editora',
  },
  {
    username: 'editor3@demo.pt',
    role: 'EDITOR3',
    company: DEMO_COMPANY,
    firstName: 'Eduardo',
    lastName: 'Editor',
  },
  {
    username: 'inativo@demo.pt',
    role: 'SELLER',
    company: DEMO_COMPANY,
    firstName: 'Inês',
    lastName: 'Inativa',
    isActive: false,
  },
  { username: 'admin@rival.pt', role: 'ADMIN', company: RIVAL_COMPANY, firstName: 'Rui', lastName: 'Rival' },
  {
    username: 'vendedor@rival.pt',
    role: 'SELLER',
    company: RIVAL_COMPANY,
    firstName: 'Rita',
    lastName: 'Rival',
  },
];

export const userUuid = (username: string) => stableUuid(`user:${username}`);

const CATEGORIES: Record<string, [string, string][]> = {
  Conforto: [
    ['AC', 'Ar condicionado automático'],
    ['Bancos aquecidos', 'Bancos dianteiros aquecidos'],
    ['Cruise control', 'Cruise control adaptativo'],
  ],
  Segurança: [
    ['ABS', 'Sistema antibloqueio de travagem'],
    ['Airbags laterais', 'Airbags laterais dianteiros'],
    ['Sensores', 'Sensores de estacionamento traseiros'],
  ],
  Multimédia: [
    ['GPS', 'Sistema de navegação GPS'],
    ['Bluetooth', 'Ligação Bluetooth mãos-livres'],
    ['CarPlay', 'Apple CarPlay e Android Auto'],
  ],
};

export async function seedOrganisation(db: DbOrTx): Promise<void> {
  await db
    .insert(companies)
    .values([
      {
        uuid: DEMO_COMPANY,
        name: 'Auto Demo Aveiro',
        color: '#c53030',
        logo: null,
        active: true,
        // The demo shows the price list sheet (issue 10); other companies start without it.
        priceListEnabled: true,
        // A legal identity the sale documents print (issue 24); the NIPC's check digit is right.
        nif: '509442013',
        address: 'Avenida 25 de Abril, 112',
        postalCode: '3830-044',
        city: 'Ílhavo',
        phone: '234 123 456',
        email: 'geral@autodemo.pt',
        // Its public catalogue is on (issue 25): /stock/auto-demo-aveiro, the slug made from the name.
        publicCatalogue: true,
      },
      {
        uuid: RIVAL_COMPANY,
        name: 'Rival Motors Porto',
        color: '#2b6cb0',
        logo: null,
        active: true,
        nif: '501964843',
        address: 'Rua de Costa Cabral, 1450',
        postalCode: '4200-227',
        city: 'Porto',
        phone: '225 098 765',
        email: 'geral@rivalmotors.pt',
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(stands)
    .values([
      {
        uuid: DEMO_STANDS.ilhavo,
        companyUuid: DEMO_COMPANY,
        name: 'Stand Ílhavo',
        location: 'ILHAVO',
        address: 'Avenida 25 de Abril, Ílhavo',
      },
      {
        uuid: DEMO_STANDS.aveiro,
        companyUuid: DEMO_COMPANY,
        name: 'Stand Aveiro',
        location: 'AVEIRO',
        address: 'Rua de Viseu, Aveiro',
      },
      {
        uuid: DEMO_STANDS.antigo,
        companyUuid: DEMO_COMPANY,
        name: 'Stand Antigo',
        location: 'AVEIRO',
        address: null,
        active: false,
      },
      {
        uuid: DEMO_STANDS.porto,
        companyUuid: RIVAL_COMPANY,
        name: 'Stand Porto',
        location: 'PORTO',
        address: 'Rua de Santa Catarina, Porto',
      },
    ])
    .onConflictDoNothing();

  // One hash for every demo user: they share the documented demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        uuid: userUuid(u.username),
        username: u.username,
        passwordHash,
        firstName: u.firstName,
        lastName: u.lastName,
        role: u.role,
        isActive: u.isActive ?? true,
        isSuperUser: u.isSuperUser ?? false,
        companyUuid: u.company,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(financials)
    .values([
      {
        uuid: stableUuid('financial:santander'),
        companyUuid: DEMO_COMPANY,
        name: 'Santander Consumer',
        code: 'BSCHPTPL',
      },
      { uuid: stableUuid('financial:cetelem'), companyUuid: DEMO_COMPANY, name: 'Cetelem', code: 'BNPAPTPL' },
      {
        uuid: stableUuid('financial:credibom'),
        companyUuid: DEMO_COMPANY,
        name: 'Credibom',
        code: 'CRBMPTPL',
      },
      {
        uuid: stableUuid('financial:rival-bpi'),
        companyUuid: RIVAL_COMPANY,
        name: 'BPI Crédito',
        code: 'BBPIPTPL',
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(suppliers)
    .values([
      {
        uuid: stableUuid('supplier:leiloes'),
        companyUuid: DEMO_COMPANY,
        isFrequent: true,
        name: 'Leilões Centro Lda',
        street: 'RUA DAS FLORES 12',
        parish: 'Glória',
        county: 'Aveiro',
        district: 'Aveiro',
        phone: '234000111',
        email: 'geral@leiloescentro.pt',
        nif: '509876543',
      },
      {
        uuid: stableUuid('supplier:importauto'),
        companyUuid: DEMO_COMPANY,
        isFrequent: true,
        name: 'ImportAuto Europa',
        street: 'ZONA INDUSTRIAL LOTE 4',
        parish: 'Gafanha da Nazaré',
        county: 'Ílhavo',
        district: 'Aveiro',
        phone: '234000222',
        email: 'compras@importauto.pt',
        nif: '508765432',
      },
      {
        uuid: stableUuid('supplier:particular'),
        companyUuid: DEMO_COMPANY,
        isFrequent: false,
        name: 'Particular — Joaquim Silva',
        phone: '912345678',
      },
      {
        uuid: stableUuid('supplier:rival'),
        companyUuid: RIVAL_COMPANY,
        isFrequent: true,
        name: 'Norte Trade',
      },
    ])
    .onConflictDoNothing();

  let order = 1;
  for (const [label, items] of Object.entries(CATEGORIES)) {
    const categoryUuid = stableUuid(`category:${label}`);
    await db
      .insert(categories)
      .values({ uuid: categoryUuid, label, orderNum: order++ })
      .onConflictDoNothing();
    await db
      .insert(extras)
      .values(
        items.map(([l, d]) => ({
          uuid: stableUuid(`extra:${label}:${l}`),
          categoryUuid,
          label: l,
          description: d,
        })),
      )
      .onConflictDoNothing();
  }
}
