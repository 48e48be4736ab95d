import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, changePasswordBody, updateProfileBody } from '@triptender/contract/account';
import { loginBody, loginResponse, meResponse, oneTimeLinkInfo, setPasswordBody } from '@triptender/contract/auth';
import { okBody } from '@triptender/contract/common';
import { FORGOT_PASSWORD_SENT, forgotPasswordBody } from '@triptender/contract/password-reset';
import { errorResponses, security } from '../../lib/openapi.ts';
import { clientKey } from '../../lib/rate-limit.ts';
import { changePassword, signOutEverywhere } from './account-security.ts';
import { requireUser } from './permissions.ts';
import { describeOneTimeLink, setPasswordWithLink } from './one-time-links.ts';
import { requestPasswordReset } from './password-reset.ts';
import { updateProfile } from './profile.ts';
import { getMe, login, logout } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        description:
          'Returns the user and an opaque bearer token. Wrong, unknown and disabled accounts get the same 422. ' +
          'Five failures for one account from one address are refused with 429 and Retry-After until the ' +
          'window (15 minutes) ends. An address with many failures (any accounts) and an account with many ' +
          'failures (any addresses) are slowed down, never locked: each attempt waits a growing delay (429 ' +
          'with Retry-After, at most LOGIN_SLOWDOWN_MAX_S), then a right password logs in. An address the ' +
          "account logged in from before skips the account's delay. 30 failures from one address alert the admin.",
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses(422, 429) },
      },
    },
    async (req) =>
      login({
        db: app.db,
        limits: app.rateLimitStore,
        email: req.body.email,
        password: req.body.password,
        clientKey: clientKey(req),
        userAgent: req.headers['user-agent'] ?? null,
        maxDelayMs: app.config.loginSlowdownMaxMs,
      }),
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        security,
        response: { 200: meResponse, ...errorResponses(401) },
      },
    },
    async (req) => getMe({ db: app.db, actor: requireUser(req) }),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change my name and mobile',
        description:
          'First and last name (at least 2 characters) and an optional mobile, stored in E.164 (typed without ' +
          "a country code it is read as Irish, else British). A traveller's requests that are open or awaiting " +
          'confirmation take the new details too; closed ones keep theirs. 422 with a message per field.',
        security,
        body: updateProfileBody,
        response: { 200: meResponse, ...errorResponses(401, 422) },
      },
    },
    async (req) => updateProfile({ db: app.db, actor: requireUser(req), changes: req.body }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token',
        security,
        response: { 200: okBody, ...errorResponses(401) },
      },
    },
    async (req) => {
      await logout({ db: app.db, actor: requireUser(req) });
      return { message: 'Logged out.' };
    },
  );

  app.get(
    '/auth/link/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'What an emailed one-time link is for (claim a request, join a team, reset a password)',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: oneTimeLinkInfo, ...errorResponses(422) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => describeOneTimeLink({ db: app.db, token: req.params.token }),
  );

  app.post(
    '/auth/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a link to choose a new password',
        description:
          'Always answers 200 with the same message, in the same time, whether or not the email has an ' +
          'account: the request is queued and looked at after the answer. A known, active account is then ' +
          'emailed a one-time link (2 hours) to /set-password; at most one a minute.',
        body: forgotPasswordBody,
        response: { 200: okBody, ...errorResponses(422, 429) },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req) => {
      await requestPasswordReset({ db: app.db, email: req.body.email });
      return { message: FORGOT_PASSWORD_SENT };
    },
  );

  // One mechanism for every emailed link (claim, invitation, reset); /auth/reset is its usual name.
  for (const [url, summary] of [
    ['/auth/set-password', 'Set a password with an emailed one-time link, and log in'],
    ['/auth/reset', 'Reset a password with the emailed link (same as /v1/auth/set-password)'],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          summary,
          description:
            'A link works once and expires (7 days for claims and invitations, 2 hours for resets). Emailing a ' +
            'new link ends the unused ones (claim, invitation or reset alike), and setting a password ends the ' +
            "user's other links and every other session, open WebSockets included.",
          body: setPasswordBody,
          response: {
            200: loginResponse.extend({ lead_id: z.number().int().nullable() }),
            ...errorResponses(422, 429),
          },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (req) =>
        setPasswordWithLink({
          db: app.db,
          token: req.body.token,
          password: req.body.password,
          userAgent: req.headers['user-agent'] ?? null,
        }),
    );
  }

  app.post(
    '/me/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change my password',
        description:
          'Checks the current password (422 on `current_password` when wrong), sets the new one and signs out ' +
          'every other session of the user, open WebSockets included; this token stays valid. Also limited per client.',
        security,
        body: changePasswordBody,
        response: { 200: okBody, ...errorResponses(401, 422, 429) },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (req) => {
      const actor = requireUser(req);
      await changePassword({
        db: app.db,
        actor,
        currentPassword: req.body.current_password,
        password: req.body.password,
      });
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/me/sessions/revoke-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere',
        description:
          "Ends every session of the user, this one included, and closes their open WebSockets: each device's " +
          'token answers 401 from now on.',
        security,
        response: { 200: okBody, ...errorResponses(401) },
      },
    },
    async (req) => {
      await signOutEverywhere({ db: app.db, actor: requireUser(req) });
      return { message: ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  );
};
