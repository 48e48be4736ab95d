import { type Db, notify } from '../../db/client.ts';
import { forgetUserEverywhere } from './session-cache.ts';

/** The Postgres NOTIFY channel on which every API process hears that a user's access changed. */
export const USER_CHANNEL = 'tt_user';

/** A user's role, company or sessions changed: `uid` is the user. */
export type UserNotification = { uid: number };

/**
 * Tells every API process that a user's role, company membership or sessions changed (role change,
 * removal, password set, logout), so open WebSockets are checked again at once rather than at the
 * next sweep (modules/realtime/hub.ts), and cached sessions are read again (session-cache.ts). Call it
 * inside the transaction of the change: it is delivered on commit, before any event committed later.
 */
export async function publishUserChanged(db: Db, userId: number): Promise<void> {
  forgetUserEverywhere(userId);
  await notify(db, USER_CHANNEL, { uid: userId } satisfies UserNotification);
}
