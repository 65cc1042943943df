/**
 * The permission table (design §6): what each role, and the platform super
 * user, may do and see. The UI hides by it, the server enforces it; neither
 * decides on its own.
 *
 * Decisions where the spec leaves a role group unresolved (spec 01 §6, spec 02 §6),
 * applied identically on both sides:
 * - "Cost role": ADMIN and MANAGER see buy price, total costs, total value,
 *   preview costs and margin. WORKSHOP logs repair costs (design §1), so it
 *   may read and write the costs of a vehicle, but never the buy price or the
 *   margin. Everyone else sees none of it; a SELLER's answers never carry it.
 *   Writing a field one may not see is refused with 403 (not silently dropped).
 * - Analytics icon: ADMIN, MANAGER (supplier tab only, spec 02 §2), EDITOR1-3 (cars and suppliers
 *   tabs: counts, no money). Stock analysis and contact chart: ADMIN.
 * - Contacts: ADMIN and MANAGER see all of the company's; SELLER and EDITOR1-3 the ones assigned
 *   to them, and what they create is assigned to themselves.
 * - Contacts icon: every company role except WORKSHOP and CLIENT (a client is
 *   not staff and must not read leads).
 * - CLIENT: reads the stock list and vehicle pages only.
 * - User administration of a company: the super user everywhere, ADMIN inside
 *   its own company. MANAGER may list users (spec 01 §6) but not change them.
 * - Sale button, sale price and sale editing: hidden for WORKSHOP, EDITOR3 and
 *   CLIENT; delivery, and editing or deleting anyone's sale: ADMIN and MANAGER; the
 *   other sale roles edit or delete only their own sale while it is not DELIVERED
 *   (spec 02 §4 "Other permitted users see Detalhes, Eliminar, Editar"; sales.ts).
 * - Online / featured / promotion toggles, media and supplier editing on a
 *   vehicle: ADMIN, MANAGER, EDITOR1, EDITOR2, EDITOR3 (media also WORKSHOP,
 *   who takes the photos in the bay). 'vehicle.publication.write' also covers the
 *   promotion price and the short/long descriptions; the toggles and the price
 *   further need the vehicle READY_FOR_SALE, the descriptions do not (publication.ts).
 *   'vehicle.supplier.write' covers supplierUuid and supplierNotes.
 * - EDITOR3 edits entry date and observations and does not see list price,
 *   trade-in seller or VAT on the vehicle form (spec 01 §6).
 * - Sold list limited to one's own sales: SELLER, EDITOR1, EDITOR2 (spec 02 §6).
 * - What a mirror holds is what the same role's REST answers carry (visibility.ts; issue 22):
 *   - WORKSHOP and EDITOR3 get no client identity and no money on sales ('sale.read'): they
 *     keep what the workshop needs — the vehicle, the date of sale (month/year on screen), the
 *     delivery and forecast dates, `workToBeDone`, the stand, kilometres and warranty; never the
 *     buyer, prices, loan, retake, seller or business notes (WORK_SALE_FIELDS).
 *   - Roles without 'user.list' get each colleague as a display name only (uuid, first and last
 *     name, and the company, theirs); a CLIENT gets no users at all.
 *   - CLIENT reads vehicles as a public catalogue shows them ('vehicle.stockFields' withheld:
 *     CATALOGUE_VEHICLE_FIELDS) and none of their files.
 *   - Deletions follow the records: a tombstone reaches only who could see the record; a sale
 *     or contact given to someone else reaches its former holder as a deletion; a change of role
 *     or company changes the feed's `authz` marker and the device syncs again from scratch.
 * - Price list ('Preçário'): ADMIN and MANAGER of a company whose `priceListEnabled` setting is
 *   on (the spec's one fixed company became a setting the super user switches; the server
 *   answers 403 while it is off).
 * - Audit trail ('Registo de atividade'): the super user for any company, ADMIN for its own (another
 *   company answers 404, as every company route does); MANAGER and the rest 403. Who logged in or
 *   failed to, from which address, is staff surveillance the admin is answerable for, not a manager.
 */
import { ROLES, type Role } from './enums';

export interface Actor {
  isSuperUser: boolean;
  role: Role | null;
}

/** A grant is a company role or the platform super user. */
export type Grant = Role | 'SUPER';

const STAFF: readonly Role[] = ROLES;
const ADMIN_LIKE: readonly Role[] = ['ADMIN', 'MANAGER'];
const EDITORS: readonly Role[] = ['EDITOR1', 'EDITOR2', 'EDITOR3'];

/** Every capability, named `area.action`, with who holds it. */
export const PERMISSIONS = {
  // Navigation (spec 01 §2 "Application shell").
  'nav.companies': ['SUPER'],
  'nav.vehicles': [...STAFF],
  'nav.adminVehicles': [...ADMIN_LIKE],
  'nav.sold': STAFF.filter((r) => r !== 'CLIENT'),
  /** The SELLER sees a different sold-vehicles icon (spec 01 §2): his own sales. */
  'nav.soldSellerIcon': ['SELLER'],
  'nav.analytics': [...ADMIN_LIKE, ...EDITORS],
  'nav.notifications': ['SUPER', ...STAFF],
  'nav.contacts': STAFF.filter((r) => r !== 'WORKSHOP' && r !== 'CLIENT'),

  // Routes beyond the navigation.
  'route.superuser': ['SUPER'],
  'route.account': ['SUPER', ...STAFF],

  // Vehicles and their fields.
  'vehicle.read': [...STAFF],
  /** The stock side of a vehicle (papers, notes, supplier, entry date); CLIENT reads the catalogue side. */
  'vehicle.stockFields': STAFF.filter((r) => r !== 'CLIENT'),
  'vehicle.create': ['MANAGER', 'ADMIN', 'EDITOR3', 'WORKSHOP'],
  'vehicle.update': ['ADMIN', 'MANAGER', 'EDITOR1', 'EDITOR2', 'EDITOR3', 'WORKSHOP'],
  'vehicle.field.buyPrice': [...ADMIN_LIKE],
  'vehicle.field.margin': [...ADMIN_LIKE],
  'vehicle.field.costs': [...ADMIN_LIKE, 'WORKSHOP'],
  'vehicle.field.sellerPrice': STAFF.filter((r) => r !== 'EDITOR3'),
  'vehicle.field.retakeAndVat': STAFF.filter((r) => r !== 'EDITOR3'),
  'vehicle.costs.write': [...ADMIN_LIKE, 'WORKSHOP'],
  'vehicle.media.write': [...ADMIN_LIKE, ...EDITORS, 'WORKSHOP'],
  'vehicle.publication.write': [...ADMIN_LIKE, ...EDITORS],
  'vehicle.supplier.write': [...ADMIN_LIKE, ...EDITORS],
  'vehicle.pricelist': [...ADMIN_LIKE],
  'stock.columnBuyPrice': [...ADMIN_LIKE],
  'stock.columnMileage': STAFF.filter((r) => r !== 'ADMIN' && r !== 'MANAGER'),
  'stock.csv': ['ADMIN', 'MANAGER', 'WORKSHOP'],
  'stock.waitingList': [...ADMIN_LIKE],

  // Sales (spec 02 §4, §6).
  /** The whole sale: buyer, deal, seller, notes. WORKSHOP and EDITOR3 see its workshop side only (visibility.ts). */
  'sale.read': ['ADMIN', 'MANAGER', 'SELLER', 'EDITOR1', 'EDITOR2'],
  'sale.create': ['ADMIN', 'MANAGER', 'SELLER', 'EDITOR1', 'EDITOR2'],
  'sale.update': ['ADMIN', 'MANAGER', 'SELLER', 'EDITOR1', 'EDITOR2'],
  /** Beside ADMIN and MANAGER, the seller of the sale, while not DELIVERED (sales.ts saleActions). */
  'sale.delete': ['ADMIN', 'MANAGER', 'SELLER', 'EDITOR1', 'EDITOR2'],
  'sale.chooseSeller': [...ADMIN_LIKE],
  'sale.deliver': [...ADMIN_LIKE],
  'sale.financialData': [...ADMIN_LIKE],
  /** The sale documents carry the price: the roles that sell (a seller only their own sales). */
  'sale.documents': ['ADMIN', 'MANAGER', 'SELLER', 'EDITOR1', 'EDITOR2'],
  'sold.ownOnly': ['SELLER', 'EDITOR1', 'EDITOR2'],
  'sold.columnSaleValue': ['ADMIN', 'MANAGER', 'SELLER', 'EDITOR1', 'EDITOR2'],
  'sold.columnMargin': [...ADMIN_LIKE],
  'sold.csv': [...ADMIN_LIKE],

  // Contacts.
  'contact.read': STAFF.filter((r) => r !== 'WORKSHOP' && r !== 'CLIENT'),
  'contact.write': STAFF.filter((r) => r !== 'WORKSHOP' && r !== 'CLIENT'),
  /** The others see the contacts assigned to them (contacts.ts contactVisibleTo). */
  'contact.readAll': [...ADMIN_LIKE],
  'contact.chooseAssignee': [...ADMIN_LIKE],
  'contact.columnSeller': [...ADMIN_LIKE],
  'contact.csv': ['ADMIN'],

  // Analytics.
  // Analytics tabs (spec 02 §2: the admin sees four, the manager suppliers only). The editors reach
  // the screen (spec 01 §2) and see the counts and the suppliers, never the money (no buy prices).
  'analytics.stock': ['ADMIN'],
  'analytics.cars': ['ADMIN', ...EDITORS],
  'analytics.contacts': ['ADMIN'],
  'analytics.suppliers': [...ADMIN_LIKE, ...EDITORS],

  // Users (spec 01 §7 "Auth and users").
  'user.list': ['SUPER', ...ADMIN_LIKE],
  'user.read': ['SUPER', ...ADMIN_LIKE],
  'user.register': ['SUPER', 'ADMIN'],
  'user.changeRole': ['SUPER', 'ADMIN'],
  'user.changeState': ['SUPER', 'ADMIN'],
  'user.changePassword': ['SUPER', 'ADMIN'],
  'user.delete': ['SUPER', 'ADMIN'],
  'user.clearNotifications': ['SUPER', 'ADMIN'],
  /** 'Alterar password': one's own, after the current one (the server: selfOr on the password route). */
  'account.password': ['SUPER', ...STAFF],

  // Organisation (spec 01 §6: the super user manages; company admins their own).
  'company.manage': ['SUPER'],
  'company.read': ['SUPER', ...STAFF],
  'stand.read': ['SUPER', ...STAFF],
  'stand.write': ['SUPER', 'ADMIN'],
  'financial.read': ['SUPER', ...STAFF],
  'financial.write': ['SUPER', 'ADMIN'],
  'supplier.read': ['SUPER', ...ADMIN_LIKE, ...EDITORS, 'WORKSHOP'],
  'supplier.create': ['SUPER', ...ADMIN_LIKE, 'EDITOR3', 'WORKSHOP'],
  'supplier.update': ['SUPER', ...ADMIN_LIKE],
  'supplier.delete': ['SUPER', 'ADMIN'],

  // The audit trail (issue 22 §7): the company's admin and the super user read it; nobody writes it.
  'audit.read': ['SUPER', 'ADMIN'],

  // Notifications: every signed-in user, for their own rows.
  'notification.own': ['SUPER', ...STAFF],
} as const satisfies Record<string, readonly Grant[]>;

export type Permission = keyof typeof PERMISSIONS;

export function grantOf(actor: Actor): Grant | null {
  if (actor.isSuperUser) return 'SUPER';
  return actor.role;
}

/** Whether the actor holds the permission. */
export function can(actor: Actor | null | undefined, permission: Permission): boolean {
  if (!actor) return false;
  const grant = grantOf(actor);
  if (!grant) return false;
  return (PERMISSIONS[permission] as readonly Grant[]).includes(grant);
}

/** Where a user lands after login or on '/' (spec 01 §2 route table). */
export function landingPath(actor: Actor & { isActive: boolean }): string {
  if (actor.isSuperUser) return '/superuser/companies';
  if (actor.isActive) return '/admin/vehicles';
  return '/login';
}

/** The super user manages the platform only: no vehicles, sales or contacts (design §6). */
export function seesCompanyData(actor: Actor): boolean {
  return !actor.isSuperUser && actor.role !== null;
}
