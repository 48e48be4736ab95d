import type { FastifyInstance } from 'fastify';
import { SETTINGS_CHANNEL, watchSettings } from '../lib/settings.ts';
import { startSessionCache, stopSessionCache } from '../modules/auth/session-cache.ts';
import { USER_CHANNEL, type UserNotification } from '../modules/auth/user-events.ts';

/**
 * What each API process keeps in memory so a request costs no query for it: the platform settings
 * and the sessions it resolved (docs/decisions/020-process-caches.md). Both are forgotten when any
 * process changes them (a NOTIFY on SETTINGS_CHANNEL or USER_CHANNEL), and entirely when the listener
 * connection comes back after a drop, since notifications sent meanwhile are lost.
 */
export async function registerProcessCaches(app: FastifyInstance): Promise<void> {
  const settings = watchSettings(app.db);
  const sessions = startSessionCache(app.db);
  // the settings hold the session lifetimes (decision 021): a shorter one ends cached sessions too
  const forgetSettings = () => {
    settings.forget();
    sessions.clear();
  };
  const unlistenSettings = await app.database.listen(SETTINGS_CHANNEL, forgetSettings, forgetSettings);
  const unlistenUsers = await app.database.listen(
    USER_CHANNEL,
    (payload) => {
      const uid = userOf(payload);
      if (uid === null) sessions.clear();
      else sessions.forgetUser(uid);
    },
    () => sessions.clear(),
  );
  app.addHook('onClose', async () => {
    settings.stop();
    stopSessionCache(app.db);
    await Promise.all([unlistenSettings(), unlistenUsers()]);
  });
}

function userOf(payload: string): number | null {
  try {
    const uid = Number((JSON.parse(payload) as Partial<UserNotification>).uid);
    return Number.isInteger(uid) ? uid : null;
  } catch {
    return null;
  }
}
