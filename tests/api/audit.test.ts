/**
 * The audit trail (issue 22 §7): logins (success, failure, lockout), password, role and state
 * changes, user and company deletion or deactivation and the CSV exports are recorded, and
 * GET /api/audit/company/{id} lists them newest first, with filters and pages, to the company's
 * ADMIN and the super user only: a SELLER or MANAGER 403, another company's ADMIN 404 (as every
 * company route answers). Old events go after AUDIT_RETENTION_DAYS.
 */
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { AuditEvent, AuditPage } from '../../src/domain/audit';
import { hashPassword } from '../../server/auth/passwords';
import { auditEvents, users } from '../../server/db/schema';
import { DEMO_COMPANY, DEMO_PASSWORD, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import { pruneAudit } from '../../server/services/audit';
import { MSG } from '../../src/domain/messages';
import { body, testAppWithUsers } from './helpers/test-app';
import { expectError } from './helpers/errors';

/** Few tries before the lockout, so the test reaches it in four calls. */
const MAX_TRIES = 3;

const { t, call } = testAppWithUsers<string>(
  ['super@montra.pt', 'admin@demo.pt', 'gestor@demo.pt', 'vendedor@demo.pt', 'admin@rival.pt'],
  { deps: { loginLimits: { maxPerUser: MAX_TRIES } } },
);

const ADMIN = userUuid('admin@demo.pt');
const AUDIT = `/api/audit/company/${DEMO_COMPANY}`;
const GUESSER_ADDRESS = '203.0.113.7';

let seq = 0;
/** A fresh SELLER of the demo company, so a test may change it freely. */
async function addUser(): Promise<{ uuid: string; username: string }> {
  seq += 1;
  const username = `auditado${seq}@demo.pt`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Auditado',
      lastName: String(seq),
      role: 'SELLER',
      companyUuid: DEMO_COMPANY,
    })
    .returning({ uuid: users.uuid });
  if (!row) throw new Error('insert failed');
  return { uuid: row.uuid, username };
}

async function list(query = '', as = 'admin@demo.pt'): Promise<AuditPage> {
  const res = await call('GET', `${AUDIT}${query}`, as);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return body<AuditPage>(res);
}

const actionsOf = (events: AuditEvent[]) => events.map((e) => e.action);

describe('what the trail records', () => {
  it('holds a failed login, a role change, a password change and a contacts CSV export, newest first', async () => {
    const target = await addUser();
    const failed = await t.postLogin(target.username, 'not-the-password', GUESSER_ADDRESS);
    expect(failed.statusCode).toBe(401);
    expect(
      (await call('PATCH', `/api/users/role/${target.uuid}`, 'admin@demo.pt', { role: 'MANAGER' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('PATCH', `/api/users/password/${target.uuid}`, 'admin@demo.pt', {
          password: 'Girassol-Ribeira-9041',
        })
      ).statusCode,
    ).toBe(200);
    const csv = await call('GET', `/api/documents-company/company/${DEMO_COMPANY}/contacts`, 'admin@demo.pt');
    expect(csv.statusCode).toBe(200);
    const csvRows = csv.body.trim().split('\n').length - 1;

    const { events } = await list('?limit=4');
    expect(actionsOf(events)).toEqual(['export.contacts', 'user.password', 'user.role', 'auth.login']);
    const [exported, password, role, login] = events as [AuditEvent, AuditEvent, AuditEvent, AuditEvent];
    expect(login).toMatchObject({
      outcome: 'FAILURE',
      actorUuid: target.uuid,
      actorName: target.username,
      companyUuid: DEMO_COMPANY,
      address: GUESSER_ADDRESS,
    });
    expect(role).toMatchObject({
      outcome: 'SUCCESS',
      actorUuid: ADMIN,
      actorName: 'admin@demo.pt',
      targetKind: 'user',
      targetUuid: target.uuid,
      targetName: target.username,
      detail: { from: 'SELLER', to: 'MANAGER' },
    });
    expect(password).toMatchObject({ actorUuid: ADMIN, targetUuid: target.uuid, detail: { self: false } });
    expect(exported).toMatchObject({ actorUuid: ADMIN, targetKind: null, detail: { rows: csvRows } });
    expect(JSON.stringify(events)).not.toContain('Girassol');
    // Newest first: ids and instants fall down the page.
    expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort((a, b) => b - a));
    expect(Date.parse(exported.at)).toBeGreaterThanOrEqual(Date.parse(login.at));

    // What the database holds: the same four rows, the password nowhere.
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.companyUuid, DEMO_COMPANY))
      .orderBy(desc(auditEvents.id))
      .limit(4);
    expect(rows.map((r) => r.action)).toEqual(actionsOf(events));
    expect(JSON.stringify(rows)).not.toContain('Girassol');
  });

  it('records a successful login, and a lockout (429) as LOCKED', async () => {
    const target = await addUser();
    expect((await t.postLogin(target.username)).statusCode).toBe(200);
    for (let i = 0; i < MAX_TRIES; i++) {
      expect((await t.postLogin(target.username, 'wrong-guess', GUESSER_ADDRESS)).statusCode).toBe(401);
    }
    expect((await t.postLogin(target.username, 'wrong-guess', GUESSER_ADDRESS)).statusCode).toBe(429);

    const { events } = await list(`?actor=${target.uuid}&action=auth.login`);
    expect(events.map((e) => e.outcome)).toEqual(['LOCKED', 'FAILURE', 'FAILURE', 'FAILURE', 'SUCCESS']);
  });

  it("records 'Terminar sessão em todos os dispositivos' under the user who asked", async () => {
    const target = await addUser();
    const token = await t.login(target.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    const { events } = await list(`?actor=${target.uuid}&action=auth.logoutAll`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'auth.logoutAll', outcome: 'SUCCESS' });
  });

  it("records a refused proof of one's current password (FAILURE) and the change once proven", async () => {
    const target = await addUser();
    const token = await t.login(target.username);
    const own = (currentPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/password/${target.uuid}`,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: GUESSER_ADDRESS,
        payload: { currentPassword, password: 'Girassol-Ribeira-9041' },
      });
    expect(expectError(await own('not-my-password'), 400, 'VALIDATION').error.fields).toEqual({
      currentPassword: MSG.invalidCredentials,
    });
    expect((await own(DEMO_PASSWORD)).statusCode).toBe(200);

    const { events } = await list(`?actor=${target.uuid}&action=user.password`);
    expect(events.map((e) => e.outcome)).toEqual(['SUCCESS', 'FAILURE']);
    expect(events[1]).toMatchObject({
      address: GUESSER_ADDRESS,
      targetUuid: target.uuid,
      detail: { self: true },
    });
  });

  it('records nothing for a change that did not happen (a stale role change: 409, no event)', async () => {
    const target = await addUser();
    const before = (await list(`?action=user.role`)).events.length;
    const res = await call('PATCH', `/api/users/role/${target.uuid}`, 'admin@demo.pt', {
      role: 'MANAGER',
      rowVersion: 999,
    });
    expect(res.statusCode).toBe(409);
    expect((await list(`?action=user.role`)).events).toHaveLength(before);
  });

  it('records a user deactivated, activated and deleted', async () => {
    const target = await addUser();
    const state = (isActive: boolean) =>
      call('PATCH', `/api/users/state/${target.uuid}`, 'admin@demo.pt', { isActive });
    expect((await state(false)).statusCode).toBe(200);
    expect((await state(true)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${target.uuid}`, 'admin@demo.pt')).statusCode).toBe(200);

    const { events } = await list('?limit=3');
    expect(actionsOf(events)).toEqual(['user.delete', 'user.activate', 'user.deactivate']);
    // The deleted user's name stays with the event.
    expect(events[0]).toMatchObject({ targetUuid: target.uuid, targetName: target.username });
  });

  it('records the sales and stock CSV exports', async () => {
    const base = `/api/documents-company/company/${DEMO_COMPANY}`;
    expect((await call('GET', `${base}/sales`, 'admin@demo.pt')).statusCode).toBe(200);
    expect((await call('GET', `${base}/stock`, 'gestor@demo.pt')).statusCode).toBe(200);
    const { events } = await list('?limit=2');
    expect(actionsOf(events)).toEqual(['export.stock', 'export.sales']);
    expect(events[0]).toMatchObject({ actorName: 'gestor@demo.pt' });
  });

  it("records the super user's deactivation and deletion of a company in that company's trail", async () => {
    const created = await call('POST', '/api/companies', 'super@montra.pt', { name: 'Auditada Lda' });
    expect(created.statusCode).toBe(201);
    const uuid = body<{ company: { uuid: string } }>(created).company.uuid;
    const put = (active: boolean) => call('PUT', `/api/companies/${uuid}`, 'super@montra.pt', { active });
    expect((await put(false)).statusCode).toBe(200);
    // Saved again as it is: no change of state, no event.
    expect((await put(false)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/companies/${uuid}`, 'super@montra.pt')).statusCode).toBe(200);

    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.companyUuid, uuid))
      .orderBy(desc(auditEvents.id));
    expect(rows.map((r) => r.action)).toEqual(['company.delete', 'company.deactivate']);
    expect(rows[0]).toMatchObject({
      actorUuid: userUuid('super@montra.pt'),
      targetKind: 'company',
      targetName: 'Auditada Lda',
    });
  });
});

describe('who reads the trail', () => {
  it('answers the super user as the admin', async () => {
    const asAdmin = await list('?limit=5');
    const asSuper = await list('?limit=5', 'super@montra.pt');
    expect(asSuper.events.map((e) => e.id)).toEqual(asAdmin.events.map((e) => e.id));
  });

  it('refuses a SELLER and a MANAGER (403) and another company’s ADMIN (404), and the rival sees only its own', async () => {
    expectError(await call('GET', AUDIT, 'vendedor@demo.pt'), 403, 'FORBIDDEN');
    expectError(await call('GET', AUDIT, 'gestor@demo.pt'), 403, 'FORBIDDEN');
    expectError(await call('GET', AUDIT, 'admin@rival.pt'), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/audit/company/not-a-uuid`, 'admin@demo.pt'), 404, 'NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: AUDIT })).statusCode).toBe(401);

    const rival = await call('GET', `/api/audit/company/${RIVAL_COMPANY}`, 'admin@rival.pt');
    expect(rival.statusCode).toBe(200);
    const events = body<AuditPage>(rival).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.companyUuid === RIVAL_COMPANY)).toBe(true);
  });
});

describe('filters and pages', () => {
  it('filters by action, outcome, actor and dates', async () => {
    const failures = await list('?action=auth.login&outcome=FAILURE');
    expect(failures.events.length).toBeGreaterThan(0);
    expect(failures.events.every((e) => e.action === 'auth.login' && e.outcome === 'FAILURE')).toBe(true);

    const byAdmin = await list(`?actor=${ADMIN}`);
    expect(byAdmin.events.length).toBeGreaterThan(0);
    expect(byAdmin.events.every((e) => e.actorUuid === ADMIN)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const all = await list('?limit=500');
    expect((await list(`?from=${today}&to=${today}&limit=500`)).events.length).toBe(all.events.length);
    expect((await list(`?from=${tomorrow}`)).events).toEqual([]);
    expect((await list(`?to=${yesterday}`)).events).toEqual([]);
    const instant = all.events[2]!.at;
    const since = await list(`?from=${encodeURIComponent(instant)}&limit=500`);
    expect(since.events.every((e) => e.at >= instant)).toBe(true);
    expect(since.events.length).toBeLessThan(all.events.length);
  });

  it('pages with limit and before, without overlap', async () => {
    const all = await list('?limit=500');
    expect(all.nextBefore).toBeNull();
    const first = await list('?limit=2');
    expect(first.events.map((e) => e.id)).toEqual(all.events.slice(0, 2).map((e) => e.id));
    expect(first.nextBefore).toBe(first.events[1]!.id);
    const second = await list(`?limit=2&before=${first.nextBefore}`);
    expect(second.events.map((e) => e.id)).toEqual(all.events.slice(2, 4).map((e) => e.id));
  });

  it('answers 400 naming each bad filter, never a 500', async () => {
    const res = await call(
      'GET',
      `${AUDIT}?action=sing&outcome=maybe&actor=someone&from=yesterday&to=2026-13-45&limit=0&before=x`,
      'admin@demo.pt',
    );
    const error = expectError(res, 400, 'VALIDATION');
    expect(Object.keys(error.error.fields ?? {}).sort()).toEqual(
      ['action', 'actor', 'before', 'from', 'limit', 'outcome', 'to'].sort(),
    );
    expectError(await call('GET', `${AUDIT}?limit=501`, 'admin@demo.pt'), 400, 'VALIDATION');
  });
});

describe('retention', () => {
  it('prunes the events older than the retention and keeps the rest', async () => {
    const db = t.database.db;
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const [old, recent] = await db
      .insert(auditEvents)
      .values([
        { at: daysAgo(400), action: 'auth.login', outcome: 'SUCCESS', companyUuid: DEMO_COMPANY },
        { at: daysAgo(10), action: 'auth.login', outcome: 'SUCCESS', companyUuid: DEMO_COMPANY },
      ])
      .returning({ id: auditEvents.id });
    const count = async () => (await db.select({ id: auditEvents.id }).from(auditEvents)).length;
    const before = await count();

    expect(await pruneAudit(db, 365)).toBe(1);
    expect(await db.select().from(auditEvents).where(eq(auditEvents.id, old!.id))).toEqual([]);
    expect(await count()).toBe(before - 1);

    expect(await pruneAudit(db, 5)).toBe(1);
    expect(await db.select().from(auditEvents).where(eq(auditEvents.id, recent!.id))).toEqual([]);
    expect(await count()).toBe(before - 2);
  });
});
