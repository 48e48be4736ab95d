// Error answers in the reader's language: the message and the field messages of a 4xx or 5xx body,
// translated from the English the API writes (packages/contract/src/messages/translate-error.ts) into
// the reader's language: a traveller's saved one, or the one the request asks for. A company's members
// and the admin read English, as their portals are. Field names, codes and the rest never change.
// docs/configuration.md, "Languages".
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE } from '@triptender/contract/enums';
import { DEFAULT_LOCALE, type Locale, negotiateLocale } from '@triptender/contract/locales';
import { translateError } from '@triptender/contract/messages/translate-error';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * The language an answer to this request is read in: a traveller's saved one (PATCH /v1/me), else the
 * one Accept-Language asks for; English for a company's members and the admin.
 */
export async function readerLocale(db: Db, req: FastifyRequest): Promise<Locale> {
  if (req.actor && req.actor.role !== ROLE.TRAVELLER) return DEFAULT_LOCALE;
  if (req.actor) {
    // read when an error is answered, not kept on the session: a change of language shows at once
    const [saved] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, req.actor.id));
    if (saved?.locale) return saved.locale;
  }
  return negotiateLocale(req.headers['accept-language']);
}

type ErrorBody = { message?: unknown; data?: unknown };

export const localizedErrors = fp(async (app) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    void reply.header('Vary', 'Accept-Language');
    const locale = await readerLocale(app.db, req);
    if (locale === DEFAULT_LOCALE) return payload;
    let body: ErrorBody;
    try {
      body = JSON.parse(payload) as ErrorBody;
    } catch {
      return payload;
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return payload;
    if (typeof body.message === 'string') body.message = translateError(body.message, locale);
    if (body.data && typeof body.data === 'object' && !Array.isArray(body.data)) {
      const fields = body.data as Record<string, unknown>;
      for (const [field, messages] of Object.entries(fields)) {
        if (Array.isArray(messages))
          fields[field] = messages.map((m: unknown) => (typeof m === 'string' ? translateError(m, locale) : m));
      }
    }
    void reply.header('Content-Language', locale);
    return JSON.stringify(body);
  });
});
