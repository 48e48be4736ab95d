import { z } from 'zod';
import { unsubscribeParams, unsubscribeStatus } from '@triptender/contract/notifications';
import { moduleRoutes } from '../../lib/route.ts';
import { describeUnsubscribe, resubscribe, unsubscribe } from './unsubscribe.ts';

// Anyone holding the link may call these; a key is 43 random characters, so this only slows a flood.
const LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The unsubscribe routes, in a plugin of their own: mail clients send the RFC 8058 one-click POST as
 * a form (`List-Unsubscribe=One-Click`, urlencoded or multipart), which is accepted here and only here.
 * The body says nothing the URL does not, so it is read as text and ignored.
 */
// every route of a link: no login, the link's key, the same answer and the same rate limit
const link = {
  params: unsubscribeParams,
  response: unsubscribeStatus,
  errors: [404, 422, 429],
  public: true,
  config: LIMIT,
} as const;

export const unsubscribeRoutes = moduleRoutes('notifications', async (route, app) => {
  const ignore = (_req: unknown, _body: string, done: (err: null, body: object) => void) => done(null, {});
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, ignore);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, ignore);
  const oneClickBody = z
    .looseObject({ 'List-Unsubscribe': z.string().optional() })
    .nullish()
    .describe('Ignored. Mail clients send `List-Unsubscribe=One-Click` (RFC 8058); a browser sends nothing or `{}`.');

  route.get(
    '/unsubscribe/:token',
    link,
    'What an unsubscribe link is for: the address (masked) and the list, subscribed or not',
    'No login. Changes nothing (link scanners fetch links): the page asks before it POSTs. An unknown key: 404.',
    async (req) => describeUnsubscribe({ db: app.db, token: req.params.token }),
  );

  route.post(
    '/unsubscribe/:token',
    { ...link, body: oneClickBody },
    'Unsubscribe the address of the link from its list (one click, RFC 8058)',
    'No login. The URL of the `List-Unsubscribe` header of every alert and bulk email (with ' +
      '`List-Unsubscribe-Post: List-Unsubscribe=One-Click`); a mail client POSTs `List-Unsubscribe=One-Click` ' +
      'as application/x-www-form-urlencoded, the web page /unsubscribe POSTs with no body. No more emails of ' +
      'that list go to the address (queued ones are dropped when their turn comes); a repeat answers the same. ' +
      'An unknown key: 404.',
    async (req) => unsubscribe({ db: app.db, token: req.params.token }),
  );

  route.post(
    '/unsubscribe/:token/resubscribe',
    { ...link, body: oneClickBody },
    'Undo an unsubscribe: the emails of the list go to the address again',
    'No login. An unknown key: 404.',
    async (req) => resubscribe({ db: app.db, token: req.params.token }),
  );
});
