/**
 * The notifications drawer (spec 01 §2 "Notifications drawer"): day groups in
 * order, the dot, a click that opens the vehicle (not for a sale), delete one
 * and delete all; every write optimistic in the mirror plus one outbox row.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { resetSessionStore } from '../../../src/data/session';
import { toaster } from '../../../src/ui/toaster';
import { renderApp, signIn, userWithRole } from '../app/render-app';
import { clearMirror, localInstant, makeNotification, putNotifications } from './notification-data';

const NOW = new Date(2026, 4, 15, 12, 0);

beforeEach(async () => {
  resetSessionStore();
  // Only the clock is fixed ('Hoje' is the 15th of May 2026); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // Offline: the actions queue their writes and nothing tries to reach a server.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  signIn(userWithRole('SELLER'));
  await clearMirror();
  toaster.remove();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openDrawer(path = '/admin/somewhere') {
  const app = renderApp(path);
  await app.user.click(await screen.findByTestId('nav-notifications'));
  const drawer = await screen.findByRole('dialog', { name: 'Notificações' });
  return { ...app, drawer };
}

const outbox = () => mirror().outbox.toArray();
const isRead = async (uuid: string) => (await mirror().notifications.get(uuid))?.isRead;

describe('the notifications drawer', () => {
  it("groups by day, 'Hoje', 'Ontem' then DD-MM-YYYY, newest day first and unread first within a day", async () => {
    const todayReadNewest = makeNotification({ isRead: true, createdAt: localInstant(2026, 5, 15, 11) });
    const todayUnreadOlder = makeNotification({ createdAt: localInstant(2026, 5, 15, 8) });
    const todayUnreadNewer = makeNotification({ createdAt: localInstant(2026, 5, 15, 10) });
    const yesterday = makeNotification({ isRead: true, createdAt: localInstant(2026, 5, 14, 23, 30) });
    const older = makeNotification({ createdAt: localInstant(2026, 5, 2, 9) });
    const oldest = makeNotification({ createdAt: localInstant(2025, 12, 31, 9) });
    await putNotifications([oldest, todayReadNewest, yesterday, todayUnreadOlder, older, todayUnreadNewer]);

    const { drawer } = await openDrawer();
    await waitFor(() => expect(within(drawer).getAllByTestId('notification-item')).toHaveLength(6));

    const headings = within(drawer).getAllByTestId('notifications-group-heading');
    expect(headings.map((h) => h.textContent)).toEqual(['Hoje', 'Ontem', '02-05-2026', '31-12-2025']);
    const order = within(drawer)
      .getAllByTestId('notification')
      .map((li) => li.getAttribute('data-notification-uuid'));
    expect(order).toEqual([
      todayUnreadNewer.uuid,
      todayUnreadOlder.uuid,
      todayReadNewest.uuid,
      yesterday.uuid,
      older.uuid,
      oldest.uuid,
    ]);
    const today = within(drawer).getAllByTestId('notifications-group')[0];
    expect(today).toHaveAccessibleName('Hoje');
    // The text: type label, brand and model, plate.
    expect(within(drawer).getAllByTestId('notification-item')[0]).toHaveTextContent(
      `Novo veículo${todayUnreadNewer.payload.brand} ${todayUnreadNewer.payload.model} · ${todayUnreadNewer.payload.license_plate}10:00`,
    );
  });

  it('toggles read and unread with the dot, in the mirror, with one queued write each', async () => {
    const n = makeNotification();
    await putNotifications([n]);
    const { drawer, user } = await openDrawer();

    await user.click(await within(drawer).findByRole('button', { name: 'Marcar como lida' }));
    await waitFor(async () => expect(await isRead(n.uuid)).toBe(true));
    expect(await within(drawer).findByRole('button', { name: 'Marcar como não lida' })).toHaveAttribute(
      'data-testid',
      'notification-dot',
    );
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument());
    let rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'notifications',
      op: 'markRead',
      targetUuid: n.uuid,
      payload: { is_read: true },
      state: 'pending',
    });

    await user.click(within(drawer).getByTestId('notification-dot'));
    await waitFor(async () => expect(await isRead(n.uuid)).toBe(false));
    rows = await outbox();
    expect(rows.map((r) => [r.op, r.payload])).toEqual([
      ['markRead', { uuid: n.uuid, is_read: true }],
      ['markRead', { uuid: n.uuid, is_read: false }],
    ]);
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent('1');
  });

  it('opens the vehicle of a NEW_VEHICLE notification, marks it read and closes the drawer', async () => {
    const n = makeNotification({ notificationType: 'NEW_VEHICLE' });
    await putNotifications([n]);
    const { drawer, user, history } = await openDrawer();

    await user.click(await within(drawer).findByTestId('notification-item'));
    await waitFor(() => expect(history.location.pathname).toBe(`/admin/vehicle-details/${n.payload.uuid}/`));
    await waitFor(async () => expect(await isRead(n.uuid)).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument(),
    );
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ op: 'markRead', targetUuid: n.uuid, payload: { is_read: true } });
  });

  it('opens a read notification’s vehicle without queuing anything', async () => {
    const n = makeNotification({ notificationType: 'UPDATED_VEHICLE', isRead: true });
    await putNotifications([n]);
    const { drawer, user, history } = await openDrawer();
    await user.click(await within(drawer).findByTestId('notification-item'));
    await waitFor(() => expect(history.location.pathname).toBe(`/admin/vehicle-details/${n.payload.uuid}/`));
    expect(await outbox()).toHaveLength(0);
  });

  it('marks a SOLD_VEHICLE notification read without navigating', async () => {
    const n = makeNotification({ notificationType: 'SOLD_VEHICLE' });
    await putNotifications([n]);
    const { drawer, user, history } = await openDrawer('/admin/vehicles');

    await user.click(await within(drawer).findByTestId('notification-item'));
    await waitFor(async () => expect(await isRead(n.uuid)).toBe(true));
    expect(history.location.pathname).toBe('/admin/vehicles');
    expect(screen.getByRole('dialog', { name: 'Notificações' })).toBeInTheDocument();
  });

  it('opens a notification from the keyboard', async () => {
    const n = makeNotification();
    await putNotifications([n]);
    const { drawer, user, history } = await openDrawer();
    (await within(drawer).findByTestId('notification-item')).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe(`/admin/vehicle-details/${n.payload.uuid}/`));
  });

  it('deletes one notification, with one queued write', async () => {
    const keep = makeNotification();
    const gone = makeNotification({ createdAt: localInstant(2026, 5, 15, 9) });
    await putNotifications([keep, gone]);
    const { drawer, user } = await openDrawer();
    await waitFor(() => expect(within(drawer).getAllByTestId('notification')).toHaveLength(2));

    const item = within(drawer)
      .getAllByTestId('notification')
      .find((li) => li.getAttribute('data-notification-uuid') === gone.uuid);
    if (!item) throw new Error('not listed');
    await user.click(within(item).getByRole('button', { name: 'Eliminar notificação' }));

    await waitFor(() => expect(within(drawer).getAllByTestId('notification')).toHaveLength(1));
    expect(await mirror().notifications.get(gone.uuid)).toBeUndefined();
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'notifications', op: 'delete', targetUuid: gone.uuid });
  });

  it("deletes all once confirmed: the list empties, one write is queued and 'As notificações foram eliminadas com sucesso' shows", async () => {
    await putNotifications([
      makeNotification(),
      makeNotification({ isRead: true }),
      makeNotification({ createdAt: localInstant(2026, 5, 1) }),
    ]);
    const { drawer, user } = await openDrawer();
    await waitFor(() => expect(within(drawer).getAllByTestId('notification')).toHaveLength(3));

    // One tap only asks; Cancelar keeps them all.
    await user.click(within(drawer).getByTestId('notifications-delete-all'));
    let confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Tem a certeza que quer eliminar todas as notificações?');
    expect(await outbox()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(within(drawer).getAllByTestId('notification')).toHaveLength(3);
    expect(await mirror().notifications.count()).toBe(3);

    await user.click(within(drawer).getByTestId('notifications-delete-all'));
    confirm = await screen.findByTestId('confirm-dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar todas' }));

    expect(await within(drawer).findByText('Não tem notificações')).toBeInTheDocument();
    expect(await screen.findByText('As notificações foram eliminadas com sucesso')).toBeInTheDocument();
    expect(await mirror().notifications.count()).toBe(0);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'notifications', op: 'deleteAll' });
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument());
  });

  it('marks all read, one queued write per unread notification', async () => {
    const unread = [makeNotification(), makeNotification()];
    await putNotifications([...unread, makeNotification({ isRead: true })]);
    const { drawer, user } = await openDrawer();
    await waitFor(() => expect(within(drawer).getAllByTestId('notification')).toHaveLength(3));

    await user.click(within(drawer).getByTestId('notifications-mark-all-read'));

    await waitFor(async () =>
      expect(
        await mirror()
          .notifications.filter((n) => !n.isRead)
          .count(),
      ).toBe(0),
    );
    const rows = await outbox();
    expect(rows.map((r) => r.targetUuid).sort()).toEqual(unread.map((n) => n.uuid).sort());
    expect(rows.every((r) => r.op === 'markRead')).toBe(true);
    await waitFor(() => expect(within(drawer).getByTestId('notifications-mark-all-read')).toBeDisabled());
  });

  it("shows 'Não tem notificações' when there are none", async () => {
    const { drawer } = await openDrawer();
    expect(await within(drawer).findByText('Não tem notificações')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('notifications-delete-all')).not.toBeInTheDocument();
  });

  it('closes with Escape and from the close button', async () => {
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByTestId('nav-notifications'));
    const drawer = await screen.findByRole('dialog', { name: 'Notificações' });
    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument(),
    );
  });
});
