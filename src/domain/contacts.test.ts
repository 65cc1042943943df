import { describe, expect, it } from 'vitest';
import {
  canChangeContactStatus,
  CONTACT_ACTION_LABELS,
  CONTACT_ACTION_STATUS,
  CONTACT_CHART_MAX_POINTS,
  CONTACT_QUERY_KEYS,
  contactActions,
  contactChart,
  contactFiltersFromQuery,
  contactFiltersToQuery,
  contactSummary,
  contactVisibleTo,
  DEFAULT_CONTACT_FILTERS,
  DEFAULT_CONTACT_SORT,
  EMPTY_CONTACT_FILTERS,
  isContactOpen,
  lastInteractionOf,
  matchesContactFilters,
  mayHoldContacts,
  sortContacts,
  staleContactDays,
  staleContactLabel,
  type ContactFilters,
  type ContactRow,
} from './contacts';
import type { Contact } from './entities';
import { CONTACT_STATUSES, ROLES, type ContactStatus, type Role } from './enums';

const SELF = 'u-self';
const OTHER = 'u-other';

function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    uuid: crypto.randomUUID(),
    companyUuid: 'c',
    name: 'Maria Silva',
    parish: null,
    county: null,
    district: null,
    phone: '912345678',
    email: null,
    credit: false,
    date: '2026-05-10',
    hour: '10:00',
    font: 'EMAIL',
    status: 'OPEN',
    creatorUserUuid: SELF,
    contactUserUuid: SELF,
    observation: null,
    rowVersion: 1,
    updatedAt: '2026-05-10T10:00:00.000Z',
    ...overrides,
  };
}

const actor = (role: Role | null, isSuperUser = false) => ({ role, isSuperUser, uuid: SELF });
const filters = (f: Partial<ContactFilters>): ContactFilters => ({ ...EMPTY_CONTACT_FILTERS, ...f });

describe('contact status transitions', () => {
  const allowed: Record<ContactStatus, ContactStatus[]> = {
    OPEN: ['CLOSED', 'SOLD'],
    ORDERED: ['CLOSED', 'SOLD'],
    CLOSED: ['OPEN'],
    SOLD: ['OPEN'],
  };
  const cases = CONTACT_STATUSES.flatMap((from) =>
    CONTACT_STATUSES.map((to) => [from, to, allowed[from].includes(to)] as const),
  );
  it.each(cases)('%s → %s: %s', (from, to, ok) => {
    expect(canChangeContactStatus(from, to)).toBe(ok);
  });

  it.each([
    ['OPEN', true],
    ['ORDERED', true],
    ['CLOSED', false],
    ['SOLD', false],
  ] as const)('%s can be edited: %s', (status, open) => {
    expect(isContactOpen(status)).toBe(open);
  });

  it('each status action leads where a transition from an open contact (or back) is allowed', () => {
    expect(canChangeContactStatus('OPEN', CONTACT_ACTION_STATUS.close)).toBe(true);
    expect(canChangeContactStatus('OPEN', CONTACT_ACTION_STATUS.sell)).toBe(true);
    expect(canChangeContactStatus('SOLD', CONTACT_ACTION_STATUS.reopen)).toBe(true);
    expect(canChangeContactStatus('CLOSED', CONTACT_ACTION_STATUS.reopen)).toBe(true);
  });
});

describe('contactActions per status and role', () => {
  const writers: Role[] = ['ADMIN', 'MANAGER', 'SELLER', 'EDITOR1', 'EDITOR2', 'EDITOR3'];
  const cases = ROLES.flatMap((role) =>
    CONTACT_STATUSES.map((status) => {
      const expected = !writers.includes(role)
        ? []
        : isContactOpen(status)
          ? ['edit', 'close', 'sell', 'delete']
          : ['reopen'];
      return [role, status, expected] as const;
    }),
  );
  it.each(cases)('%s on %s → %j', (role, status, expected) => {
    expect(contactActions(actor(role), status)).toEqual(expected);
  });

  it('gives the super user (no company role) none', () => {
    expect(contactActions(actor(null, true), 'OPEN')).toEqual([]);
  });

  it("labels the actions with the spec's texts", () => {
    expect(CONTACT_ACTION_LABELS).toEqual({
      edit: 'Editar contato',
      close: 'Fechado',
      sell: 'Vendido',
      delete: 'Apagar',
      reopen: 'Re-Abrir',
    });
  });
});

describe('contactVisibleTo', () => {
  const mine = { contactUserUuid: SELF };
  const theirs = { contactUserUuid: OTHER };
  const unassigned = { contactUserUuid: null };
  it.each([
    ['ADMIN', true, true, true],
    ['MANAGER', true, true, true],
    ['SELLER', true, false, false],
    ['EDITOR1', true, false, false],
    ['EDITOR3', true, false, false],
    ['WORKSHOP', false, false, false],
    ['CLIENT', false, false, false],
  ] as const)('%s: own %s, another seller’s %s, unassigned %s', (role, own, other, none) => {
    expect(contactVisibleTo(actor(role), mine)).toBe(own);
    expect(contactVisibleTo(actor(role), theirs)).toBe(other);
    expect(contactVisibleTo(actor(role), unassigned)).toBe(none);
  });

  it('hides every contact from the super user', () => {
    expect(contactVisibleTo(actor(null, true), mine)).toBe(false);
  });
});

describe('mayHoldContacts', () => {
  const user = (role: Role, isActive = true) => ({ ...actor(role), isActive });
  it.each([
    ['ADMIN', true],
    ['MANAGER', true],
    ['SELLER', true],
    ['EDITOR1', true],
    ['WORKSHOP', false],
    ['CLIENT', false],
  ] as const)('an active %s: %s', (role, offered) => {
    expect(mayHoldContacts(user(role))).toBe(offered);
  });

  it('keeps an inactive user only while they hold a contact', () => {
    expect(mayHoldContacts(user('SELLER', false))).toBe(false);
    expect(mayHoldContacts(user('SELLER', false), true)).toBe(true);
  });
});

describe('filters ⇄ query', () => {
  it('defaults to the open contacts with none of the keys (a sort alone is not a filter)', () => {
    expect(contactFiltersFromQuery(new URLSearchParams(''))).toEqual(DEFAULT_CONTACT_FILTERS);
    expect(contactFiltersFromQuery(new URLSearchParams('sort=name:asc&other=1'))).toEqual({
      ...EMPTY_CONTACT_FILTERS,
      status: 'OPEN',
    });
    expect(contactFiltersFromQuery(new URLSearchParams(''), EMPTY_CONTACT_FILTERS)).toEqual(
      EMPTY_CONTACT_FILTERS,
    );
  });

  it('applies only the keys present once any is there (an empty status = every status)', () => {
    expect(contactFiltersFromQuery(new URLSearchParams('status='))).toEqual(EMPTY_CONTACT_FILTERS);
    expect(contactFiltersFromQuery(new URLSearchParams('name=ana'))).toEqual(filters({ name: 'ana' }));
  });

  it.each<[string, Partial<ContactFilters>]>([
    ['the default', DEFAULT_CONTACT_FILTERS],
    ['every key', { name: 'Ana Rita', status: 'SOLD', month: 2, year: 2025, sellerUuid: 'abc-1' }],
    ['month only', { month: 12 }],
    ['a closed status and a seller', { status: 'CLOSED', sellerUuid: 'u-9' }],
  ])('round trips %s', (_, f) => {
    const full = filters(f);
    expect(contactFiltersFromQuery(contactFiltersToQuery(full))).toEqual(full);
  });

  it('writes the lower-cased keys and drops empty values', () => {
    const q = contactFiltersToQuery(filters({ name: 'ana', status: 'OPEN', sellerUuid: 'x' }));
    expect(q.toString()).toBe('name=ana&status=OPEN&seller_uuid=x');
    expect(contactFiltersToQuery(EMPTY_CONTACT_FILTERS).toString()).toBe('');
    expect(Object.values(CONTACT_QUERY_KEYS)).toEqual(['name', 'status', 'month', 'year', 'seller_uuid']);
  });

  it.each<[string, Partial<ContactFilters>]>([
    ['status=open', { status: 'OPEN' }],
    ['status=ordered', { status: 'ORDERED' }],
    ['status=LOST', {}],
    ['month=13', {}],
    ['month=0', {}],
    ['month=x', {}],
    ['month=3', { month: 3 }],
    ['year=26', {}],
    ['year=2026', { year: 2026 }],
    ['year=12345', {}],
    ['seller_uuid=ABC', { sellerUuid: 'abc' }],
  ])('reads %s in any case, leaving out what cannot be a filter', (query, expected) => {
    expect(contactFiltersFromQuery(new URLSearchParams(query))).toEqual(filters(expected));
  });
});

describe('matchesContactFilters', () => {
  const c = contact({ name: 'Maria João Silva', status: 'SOLD', date: '2026-03-09', contactUserUuid: OTHER });
  it.each<[Partial<ContactFilters>, boolean]>([
    [{}, true],
    [{ name: 'joão' }, true],
    [{ name: '  SILVA ' }, true],
    [{ name: 'pedro' }, false],
    [{ status: 'SOLD' }, true],
    [{ status: 'OPEN' }, false],
    [{ month: 3 }, true],
    [{ month: 4 }, false],
    [{ year: 2026 }, true],
    [{ year: 2025 }, false],
    [{ month: 3, year: 2026 }, true],
    [{ sellerUuid: OTHER }, true],
    [{ sellerUuid: SELF }, false],
  ])('%j → %s', (f, expected) => {
    expect(matchesContactFilters(c, filters(f))).toBe(expected);
  });

  it('can ignore the status (the counts above the list)', () => {
    expect(matchesContactFilters(c, filters({ status: 'OPEN' }), true)).toBe(true);
  });
});

type Dated = { date: string; updatedAt: string };

describe('lastInteractionOf', () => {
  it.each<[string, Dated[], number | null]>([
    ['none', [], null],
    [
      'the latest date',
      [
        { date: '2026-01-01', updatedAt: 'b' },
        { date: '2026-02-01', updatedAt: 'a' },
      ],
      1,
    ],
    [
      'on the same day, the last changed',
      [
        { date: '2026-02-01', updatedAt: 'b' },
        { date: '2026-02-01', updatedAt: 'a' },
      ],
      0,
    ],
  ])('%s', (_, list, index) => {
    expect(lastInteractionOf(list)).toBe(index === null ? null : list[index]);
  });
});

describe('contactSummary', () => {
  const contacts = [
    contact({ font: 'TEMPORARY_CUSTOMER', status: 'OPEN', date: '2026-05-01' }),
    contact({ font: 'TEMPORARY_CUSTOMER', status: 'SOLD', date: '2026-05-02' }),
    contact({ font: 'EMAIL', status: 'OPEN', date: '2026-05-03' }),
    contact({ font: 'EMAIL', status: 'ORDERED', date: '2026-05-04' }),
    contact({ font: 'TEMPORARY_CUSTOMER', status: 'OPEN', date: '2025-05-04', contactUserUuid: OTHER }),
  ];
  it.each<[string, Partial<ContactFilters>, { visits: number; open: number }]>([
    ['no filter', {}, { visits: 3, open: 3 }],
    ['the status filter is ignored', { status: 'SOLD' }, { visits: 3, open: 3 }],
    ['a year', { year: 2026 }, { visits: 2, open: 2 }],
    ['a seller', { sellerUuid: OTHER }, { visits: 1, open: 1 }],
    ['a name that matches nobody', { name: 'zzz' }, { visits: 0, open: 0 }],
  ])('%s', (_, f, expected) => {
    expect(contactSummary(contacts, filters(f))).toEqual(expected);
  });
});

describe('staleContactDays', () => {
  const TODAY = '2026-05-20';
  const row = (status: ContactStatus, date: string, last: string | null) => ({
    contact: contact({ status, date }),
    lastInteraction: last ? { description: 'x', date: last, updatedAt: 'u' } : null,
  });
  it.each([
    ['last interaction 6 days ago', row('OPEN', '2026-01-01', '2026-05-14'), null],
    ['last interaction 7 days ago', row('OPEN', '2026-01-01', '2026-05-13'), 7],
    ['no interaction, contact of 6 days', row('OPEN', '2026-05-14', null), null],
    ['no interaction, contact of 7 days', row('OPEN', '2026-05-13', null), 7],
    ['no interaction, contact of 40 days', row('OPEN', '2026-04-10', null), 40],
    ['talked to today', row('OPEN', '2026-01-01', TODAY), null],
    ['an interaction dated after today', row('OPEN', '2026-01-01', '2026-06-01'), null],
    ['ORDERED, old', row('ORDERED', '2026-01-01', null), null],
    ['SOLD, old', row('SOLD', '2026-01-01', null), null],
    ['CLOSED, old', row('CLOSED', '2026-01-01', null), null],
  ] as const)('%s → %s', (_, r, expected) => {
    expect(staleContactDays(r, TODAY)).toBe(expected);
  });

  it('counts across a month and a year end', () => {
    expect(staleContactDays(row('OPEN', '2025-12-25', null), '2026-01-01')).toBe(7);
  });

  it('says how long', () => {
    expect(staleContactLabel(12)).toBe('Sem contacto há 12 dias');
  });
});

describe('sortContacts', () => {
  const r = (name: string, o: Partial<Contact>, last: string | null, seller: string): ContactRow => ({
    contact: contact({ name, ...o }),
    lastInteraction: last ? { description: '', date: last, updatedAt: '' } : null,
    sellerName: seller,
  });
  const rows = [
    r(
      'Bruno',
      { date: '2026-05-02', hour: '09:00', phone: '913', email: 'b@x.pt', status: 'SOLD' },
      '2026-05-03',
      'Rui',
    ),
    r('álvaro', { date: '2026-05-02', hour: '15:00', phone: null, email: null, status: 'OPEN' }, null, ''),
    r(
      'Carla',
      { date: '2026-04-30', hour: null, phone: '911', email: 'A@x.pt', status: 'CLOSED' },
      '2026-05-10',
      'Ana',
    ),
  ];
  const names = (list: ContactRow[]) => list.map((x) => x.contact.name);
  it.each([
    ['name asc (accents and case ignored)', { key: 'name', direction: 'asc' }, ['álvaro', 'Bruno', 'Carla']],
    ['date desc (hour breaks the tie)', DEFAULT_CONTACT_SORT, ['álvaro', 'Bruno', 'Carla']],
    ['date asc', { key: 'date', direction: 'asc' }, ['Carla', 'Bruno', 'álvaro']],
    [
      'last interaction desc, none last',
      { key: 'lastInteraction', direction: 'desc' },
      ['Carla', 'Bruno', 'álvaro'],
    ],
    [
      'last interaction asc, none last',
      { key: 'lastInteraction', direction: 'asc' },
      ['Bruno', 'Carla', 'álvaro'],
    ],
    ['phone asc, none last', { key: 'phone', direction: 'asc' }, ['Carla', 'Bruno', 'álvaro']],
    ['email asc, any case, none last', { key: 'email', direction: 'asc' }, ['Carla', 'Bruno', 'álvaro']],
    ['status asc', { key: 'status', direction: 'asc' }, ['Carla', 'álvaro', 'Bruno']],
    ['seller desc, none last', { key: 'seller', direction: 'desc' }, ['Bruno', 'Carla', 'álvaro']],
  ] as const)('%s', (_, sort, expected) => {
    expect(names(sortContacts(rows, sort))).toEqual(expected);
  });

  it('keeps the order without a sort, and never changes its input', () => {
    const before = names(rows);
    expect(names(sortContacts(rows, null))).toEqual(before);
    sortContacts(rows, { key: 'name', direction: 'desc' });
    expect(names(rows)).toEqual(before);
  });
});

describe('contactChart', () => {
  const at = (date: string, user = SELF) => ({ date, contactUserUuid: user });
  const contacts = [
    at('2026-01-30'),
    at('2026-01-31'),
    at('2026-01-31', OTHER),
    at('2026-02-02'),
    at('2026-03-01'),
    at('2025-12-31'),
    at('2027-01-01'),
  ];

  it('counts by day with every day of the range, zeros included, both ends counted', () => {
    expect(
      contactChart(contacts, { dateInit: '2026-01-30', dateEnd: '2026-02-02', user: '', groupBy: 'day' }),
    ).toEqual([
      { date: '2026-01-30', value: 1 },
      { date: '2026-01-31', value: 2 },
      { date: '2026-02-01', value: 0 },
      { date: '2026-02-02', value: 1 },
    ]);
  });

  it('counts by month, a range cut inside its months counting only the days in range', () => {
    expect(
      contactChart(contacts, { dateInit: '2026-01-31', dateEnd: '2026-04-15', user: '', groupBy: 'month' }),
    ).toEqual([
      { date: '2026-01', value: 2 },
      { date: '2026-02', value: 1 },
      { date: '2026-03', value: 1 },
      { date: '2026-04', value: 0 },
    ]);
  });

  it('counts by year', () => {
    expect(
      contactChart(contacts, { dateInit: '2025-06-01', dateEnd: '2027-12-31', user: '', groupBy: 'year' }),
    ).toEqual([
      { date: '2025', value: 1 },
      { date: '2026', value: 5 },
      { date: '2027', value: 1 },
    ]);
  });

  it('counts one assignee when a user is given', () => {
    expect(
      contactChart(contacts, { dateInit: '2026-01-31', dateEnd: '2026-01-31', user: OTHER, groupBy: 'day' }),
    ).toEqual([{ date: '2026-01-31', value: 1 }]);
  });

  it('gives one zero bucket for a one-day range without contacts, none for a reversed range', () => {
    expect(
      contactChart([], { dateInit: '2026-07-01', dateEnd: '2026-07-01', user: '', groupBy: 'month' }),
    ).toEqual([{ date: '2026-07', value: 0 }]);
    expect(
      contactChart(contacts, { dateInit: '2026-02-01', dateEnd: '2026-01-01', user: '', groupBy: 'day' }),
    ).toEqual([]);
  });

  it('cuts a range too long for its grouping at CONTACT_CHART_MAX_POINTS', () => {
    const points = contactChart([], {
      dateInit: '2000-01-01',
      dateEnd: '2026-01-01',
      user: '',
      groupBy: 'day',
    });
    expect(points).toHaveLength(CONTACT_CHART_MAX_POINTS);
    expect(points[0]).toEqual({ date: '2000-01-01', value: 0 });
  });

  it.each([
    ['', '2026-01-01'],
    ['2026-01-01', ''],
    ['2026-13-01', '2026-12-01'],
    ['2026-02-30', '2026-03-01'],
    ['ontem', 'hoje'],
  ])('answers no points (never throws) for a date that is not one: %j → %j', (dateInit, dateEnd) => {
    expect(contactChart(contacts, { dateInit, dateEnd, user: '', groupBy: 'day' })).toEqual([]);
  });
});
