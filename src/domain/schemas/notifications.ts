/** Notification payloads (spec 01 §7 "Notifications"): the update takes `is_read` (design §4). */
import * as v from 'valibot';
import { MSG } from '../messages';
import { objectMessage } from '../validation';

/** PUT /api/user-notifications/{id}. */
export const notificationReadSchema = v.object({ is_read: v.boolean(MSG.invalidValue) }, objectMessage());
export type NotificationReadInput = v.InferOutput<typeof notificationReadSchema>;
