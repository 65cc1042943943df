import { describe, expect, it } from 'vitest';
import type { UserNotification } from './entities';
import type { NotificationType } from './enums';
import {
  badgeText,
  dayHeading,
  groupNotificationsByDay,
  localDayKey,
  notificationTarget,
  notificationText,
  notificationTime,
  opensVehicle,
} from './notifications';

/** A local instant (the user's own clock), as the ISO string the feed carries. */
const local = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

function makeNotification(overrides: Partial<UserNotification> = {}): UserNotification {
  return {
    uuid: 'n-1',
    notificationUuid: 'e-1',
    notificationType: 'NEW_VEHICLE',
    isRead: false,
    createdAt: local(2026, 5, 15),
    payload: { brand: 'Peugeot', model: '208', license_plate: 'AA12BB', uuid: 'v-1' },
    rowVersion: 1,
    updatedAt: local(2026, 5, 15),
    ...overrides,
  };
}

describe('badgeText (the unread badge on the bell)', () => {
  const cases: { unread: number; text: string | null }[] = [
    { unread: 0, text: null },
    { unread: -1, text: null },
    { unread: Number.NaN, text: null },
    { unread: 1, text: '1' },
    { unread: 5, text: '5' },
    { unread: 9, text: '9' },
    { unread: 10, text: '+9' },
    { unread: 250, text: '+9' },
  ];

  it.each(cases)('shows $text for $unread unread', ({ unread, text }) => {
    expect(badgeText(unread)).toBe(text);
  });
});

describe('dayHeading (the heading of a day in the drawer)', () => {
  const now = new Date(2026, 4, 15, 9, 30);
  const cases: { day: string; heading: string }[] = [
    { day: '2026-05-15', heading: 'Hoje' },
    { day: '2026-05-14', heading: 'Ontem' },
    { day: '2026-05-13', heading: '13-05-2026' },
    { day: '2025-05-14', heading: '14-05-2025' },
    // A server clock a little ahead: still today.
    { day: '2026-05-16', heading: 'Hoje' },
  ];
  it.each(cases)('reads $heading for $day', ({ day, heading }) => {
    expect(dayHeading(day, now)).toBe(heading);
  });

  const edges: { who: string; now: Date; day: string; heading: string }[] = [
    { who: 'the 1st of a month', now: new Date(2026, 2, 1, 8), day: '2026-02-28', heading: 'Ontem' },
    { who: 'the 1st of January', now: new Date(2027, 0, 1, 0, 5), day: '2026-12-31', heading: 'Ontem' },
    { who: 'a leap year', now: new Date(2028, 2, 1, 8), day: '2028-02-29', heading: 'Ontem' },
    {
      who: 'the day after summer time starts',
      now: new Date(2026, 2, 30, 0, 30),
      day: '2026-03-29',
      heading: 'Ontem',
    },
  ];
  it.each(edges)("says 'Ontem' on $who", ({ now: at, day, heading }) => {
    expect(dayHeading(day, at)).toBe(heading);
  });
});

describe('localDayKey (the day is the user’s local day)', () => {
  it.each([
    { instant: local(2026, 5, 15, 0, 10), key: '2026-05-15' },
    { instant: local(2026, 5, 15, 23, 50), key: '2026-05-15' },
    { instant: 'not a date', key: '' },
  ])('puts $instant on $key', ({ instant, key }) => {
    expect(localDayKey(instant)).toBe(key);
  });
});

describe('groupNotificationsByDay (the drawer’s groups and order)', () => {
  const now = new Date(2026, 4, 15, 12, 0);
  const list = [
    makeNotification({ uuid: 'old-read', isRead: true, createdAt: local(2026, 5, 10, 9) }),
    makeNotification({ uuid: 'today-read-newest', isRead: true, createdAt: local(2026, 5, 15, 11) }),
    makeNotification({ uuid: 'yesterday-late', createdAt: local(2026, 5, 14, 23, 59) }),
    makeNotification({ uuid: 'today-unread-older', createdAt: local(2026, 5, 15, 8) }),
    makeNotification({ uuid: 'today-unread-newer', createdAt: local(2026, 5, 15, 10) }),
    makeNotification({ uuid: 'today-early', isRead: true, createdAt: local(2026, 5, 15, 0, 1) }),
    makeNotification({ uuid: 'old-unread', createdAt: local(2026, 5, 10, 8) }),
  ];

  it('puts the newest day first and, within a day, the unread first and then the newest', () => {
    const groups = groupNotificationsByDay(list, now);
    expect(groups.map((g) => [g.heading, g.items.map((n) => n.uuid)])).toEqual([
      ['Hoje', ['today-unread-newer', 'today-unread-older', 'today-read-newest', 'today-early']],
      ['Ontem', ['yesterday-late']],
      ['10-05-2026', ['old-unread', 'old-read']],
    ]);
  });

  it('gives no groups for no notifications', () => {
    expect(groupNotificationsByDay([], now)).toEqual([]);
  });

  it('keeps a notification stamped a little in the future with today’s', () => {
    const groups = groupNotificationsByDay(
      [
        makeNotification({ uuid: 'future', createdAt: local(2026, 5, 16, 0, 2) }),
        makeNotification({ uuid: 'now', createdAt: local(2026, 5, 15, 11) }),
      ],
      now,
    );
    expect(groups.map((g) => [g.heading, g.items.map((n) => n.uuid)])).toEqual([['Hoje', ['future', 'now']]]);
  });

  it('does not change the list it is given', () => {
    const copy = [...list];
    groupNotificationsByDay(list, now);
    expect(list).toEqual(copy);
  });
});

describe('notificationText (type label, brand and model, plate)', () => {
  // [type, brand, model, plate, text]
  const rows: [NotificationType, string, string, string, string][] = [
    ['NEW_VEHICLE', 'Peugeot', '208', 'AA12BB', 'Novo veículo: Peugeot 208 · AA12BB'],
    ['UPDATED_VEHICLE', 'BMW', 'Série 3', '12AB34', 'Veículo atualizado: BMW Série 3 · 12AB34'],
    ['SOLD_VEHICLE', 'Renault', 'Clio', 'ZZ99ZZ', 'Veículo vendido: Renault Clio · ZZ99ZZ'],
    ['IN_STOCK_VEHICLE', 'Fiat', '500', '00AA00', 'TODO: Fiat 500 · 00AA00'],
    ['NEW_VEHICLE', ' Seat ', '', '', 'Novo veículo: Seat'],
    ['NEW_VEHICLE', '', '', '', 'Novo veículo'],
  ];
  const cases = rows.map(([type, brand, model, plate, text]) => ({
    type,
    payload: { brand, model, license_plate: plate, uuid: 'v' } satisfies UserNotification['payload'],
    text,
  }));
  it.each(cases)('reads "$text"', ({ type, payload, text }) => {
    expect(notificationText({ notificationType: type, payload })).toBe(text);
  });
});

describe('opensVehicle and notificationTarget (where a click leads)', () => {
  const cases: { type: NotificationType; opens: boolean }[] = [
    { type: 'NEW_VEHICLE', opens: true },
    { type: 'UPDATED_VEHICLE', opens: true },
    { type: 'IN_STOCK_VEHICLE', opens: true },
    { type: 'SOLD_VEHICLE', opens: false },
  ];
  it.each(cases)('a $type notification opens its vehicle: $opens', ({ type, opens }) => {
    expect(opensVehicle(type)).toBe(opens);
    expect(notificationTarget(makeNotification({ notificationType: type }))).toBe(
      opens ? '/admin/vehicle-details/v-1/' : null,
    );
  });

  it('leads nowhere without a vehicle', () => {
    const n = makeNotification({ payload: { brand: 'A', model: 'B', license_plate: 'C', uuid: '' } });
    expect(notificationTarget(n)).toBeNull();
  });
});

describe('notificationTime', () => {
  it.each([
    { instant: local(2026, 5, 15, 9, 5), time: '09:05' },
    { instant: local(2026, 5, 15, 23, 59), time: '23:59' },
    { instant: 'nope', time: '' },
  ])('shows $time', ({ instant, time }) => {
    expect(notificationTime(instant)).toBe(time);
  });
});
