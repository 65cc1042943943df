/**
 * When the write cannot even be saved on the device, the actions show the
 * spec's errors (spec 01 §8 "Notifications") and change nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { resetSessionStore } from '../../../src/data/session';
import { deleteAllNotifications } from '../../../src/features/notifications/actions/delete-all-notifications';
import { deleteNotification } from '../../../src/features/notifications/actions/delete-notification';
import { markAllRead } from '../../../src/features/notifications/actions/mark-all-read';
import { toggleRead } from '../../../src/features/notifications/actions/toggle-read';
import { toaster } from '../../../src/ui/toaster';
import { makeUser, signIn } from '../app/render-app';
import { makeNotification } from './notification-data';

const n = makeNotification();

beforeEach(() => {
  resetSessionStore();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  // A user of its own, whose mirror is closed: every local write fails.
  signIn(makeUser({ uuid: '00000000-0000-4000-8000-0000000000ee', role: 'SELLER' }));
  mirror().close();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await mirror().open();
});

describe('the notification actions when the device cannot save', () => {
  const cases: { action: string; run: () => Promise<unknown>; message: string }[] = [
    {
      action: 'toggleRead',
      run: () => toggleRead(n),
      message: 'Houve um erro a actualizar a notificação...',
    },
    {
      action: 'markAllRead',
      run: () => markAllRead(),
      message: 'Houve um erro a actualizar a notificação...',
    },
    {
      action: 'deleteNotification',
      run: () => deleteNotification(n),
      message: 'Houve um erro a eliminar a notificação...',
    },
    {
      action: 'deleteAllNotifications',
      run: () => deleteAllNotifications(),
      message: 'Erro ao eliminar as notificações',
    },
  ];

  it.each(cases)('$action shows "$message"', async ({ run, message }) => {
    const create = vi.spyOn(toaster, 'create');
    expect(await run()).toBe(false);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: message }));
  });
});
