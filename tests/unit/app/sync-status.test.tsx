/**
 * The shell's sync status and panel: the last sync time survives a reload
 * without network (the mirror keeps it), and the pending count reads in the
 * singular for one change ('1 alteração por enviar').
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { resetSessionStore, useSessionStore } from '../../../src/data/session';
import { resetSyncStore } from '../../../src/data/sync';
import { queueNotificationRead } from '../../../src/data/writes';
import { startSync } from '../../../src/app/data-layer';
import { formatLastSync } from '../../../src/app/shell/sync-status';
import { clearMirror, makeNotification, putNotifications } from '../notifications/notification-data';
import { renderApp, signIn, userWithRole } from './render-app';

let stopFollowing: (() => void) | null = null;

beforeEach(async () => {
  resetSessionStore();
  resetSyncStore();
  // Offline, as after a reload without network: no pull runs.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  signIn(userWithRole('SELLER'));
  await clearMirror();
  await mirror().meta.delete('lastSyncAt');
});

afterEach(() => {
  // Signed out while still followed: the engine's triggers (listeners, timer) stop.
  resetSessionStore();
  stopFollowing?.();
  stopFollowing = null;
  vi.restoreAllMocks();
});

describe('the sync status', () => {
  it('shows the last sync time the mirror keeps after an offline reload, not "never synced"', async () => {
    const at = '2026-11-20T10:15:00.000Z';
    await mirror().meta.put({ key: 'lastSyncAt', value: at });
    // The reload: the store starts empty, then follows the restored session.
    resetSyncStore();
    stopFollowing = await startSync();
    renderApp('/admin/somewhere');
    await waitFor(() => expect(screen.getByTestId('sync-last')).toHaveTextContent(formatLastSync(at)));
    expect(screen.getByTestId('sync-last')).not.toHaveTextContent('Ainda não sincronizado');
    expect(screen.getByTestId('sync-online')).toHaveTextContent('Offline');
  });

  it('says "Ainda não sincronizado" when this device never synced', async () => {
    stopFollowing = await startSync();
    renderApp('/admin/somewhere');
    expect(await screen.findByTestId('sync-last')).toHaveTextContent('Ainda não sincronizado');
  });

  it('uses the singular for one pending change and the plural for two, in the status, the panel and at logout', async () => {
    const [a, b] = [makeNotification(), makeNotification()];
    await putNotifications([a, b]);
    await queueNotificationRead({ uuid: a.uuid, is_read: true });
    const app = renderApp('/admin/somewhere');
    await waitFor(() =>
      expect(screen.getByTestId('sync-pending')).toHaveTextContent('· 1 alteração por enviar'),
    );

    await app.user.click(screen.getByTestId('sync-status'));
    const panel = await screen.findByTestId('sync-panel');
    expect(await within(panel).findByTestId('sync-panel-pending')).toHaveTextContent(
      'Tem 1 alteração por enviar',
    );

    await queueNotificationRead({ uuid: b.uuid, is_read: true });
    await waitFor(() =>
      expect(within(panel).getByTestId('sync-panel-pending')).toHaveTextContent(
        'Tem 2 alterações por enviar',
      ),
    );
    expect(screen.getByTestId('sync-pending')).toHaveTextContent('· 2 alterações por enviar');

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('sync-panel')).not.toBeInTheDocument());
    await app.user.click(screen.getByTestId('nav-account'));
    await app.user.click(await screen.findByTestId('nav-logout'));
    expect(await screen.findByTestId('logout-pending-dialog')).toHaveTextContent(
      'Tem 2 alterações por enviar',
    );
    expect(useSessionStore.getState().status).toBe('authenticated');
  });
});
