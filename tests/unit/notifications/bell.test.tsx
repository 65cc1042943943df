/**
 * The bell (spec 01 §2 "Application shell"): the unread count of the user's
 * notifications, read from the mirror, with '+9' above 9.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { resetSessionStore } from '../../../src/data/session';
import { SUPER_USER, renderApp, signIn, userWithRole } from '../app/render-app';
import { clearMirror, makeNotification, putNotifications } from './notification-data';

beforeEach(async () => {
  resetSessionStore();
  // Offline: the actions queue their writes and nothing tries to reach a server.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  signIn(userWithRole('SELLER'));
  await clearMirror();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the notifications bell', () => {
  it.each([
    { counts: '1 unread', unread: 1, read: 0, badge: '1' },
    { counts: '3 unread and 4 read', unread: 3, read: 4, badge: '3' },
    { counts: '9 unread and 2 read', unread: 9, read: 2, badge: '9' },
    { counts: '10 unread', unread: 10, read: 0, badge: '+9' },
    { counts: '25 unread and 1 read', unread: 25, read: 1, badge: '+9' },
  ])('shows $badge for $counts', async ({ unread, read, badge }) => {
    await putNotifications([
      ...Array.from({ length: unread }, () => makeNotification({ isRead: false })),
      ...Array.from({ length: read }, () => makeNotification({ isRead: true })),
    ]);
    renderApp('/admin/somewhere');
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent(badge);
    expect(screen.getByTestId('nav-notifications')).toHaveAccessibleName(`Notificações (${badge} por ler)`);
  });

  it('shows no badge when every notification is read', async () => {
    await putNotifications([makeNotification({ isRead: true }), makeNotification({ isRead: true })]);
    const app = renderApp('/admin/somewhere');
    await app.user.click(await screen.findByTestId('nav-notifications'));
    // The mirror has been read once the drawer lists them.
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('follows the mirror: a notification arriving from the feed raises the count', async () => {
    await putNotifications([makeNotification()]);
    renderApp('/admin/somewhere');
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent('1');
    await mirror().notifications.put(makeNotification());
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2'));
  });

  it('opens the drawer', async () => {
    const app = renderApp('/admin/somewhere');
    await app.user.click(await screen.findByTestId('nav-notifications'));
    expect(await screen.findByRole('dialog', { name: 'Notificações' })).toBeInTheDocument();
  });

  it("shows the super user, who has no notifications in the feed, 'Não tem notificações'", async () => {
    signIn(SUPER_USER);
    await clearMirror();
    const app = renderApp('/superuser/somewhere');
    await app.user.click(await screen.findByTestId('nav-notifications'));
    expect(await screen.findByText('Não tem notificações')).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notifications-delete-all')).not.toBeInTheDocument();
  });
});
