import { z } from 'zod';
import { ACCOUNT_MESSAGES, changePasswordBody, updateProfileBody } from '@triptender/contract/account';
import { loginBody, loginResponse, meResponse, oneTimeLinkInfo, setPasswordBody } from '@triptender/contract/auth';
import { okBody } from '@triptender/contract/common';
import { FORGOT_PASSWORD_SENT, forgotPasswordBody } from '@triptender/contract/password-reset';
import { clientKey } from '../../lib/rate-limit.ts';
import { moduleRoutes } from '../../lib/route.ts';
import { changePassword, signOutEverywhere } from './account-security.ts';
import { requireUser } from './permissions.ts';
import { describeOneTimeLink, setPasswordWithLink } from './one-time-links.ts';
import { requestPasswordReset } from './password-reset.ts';
import { updateProfile } from './profile.ts';
import { getMe, login, logout } from './service.ts';

export const authRoutes = moduleRoutes('auth', async (route, app) => {
  route.post(
    '/auth',
    { body: loginBody, response: loginResponse, errors: [422, 429], public: true },
    'Log in with email and password',
    'Returns the user and an opaque bearer token. Wrong, unknown and disabled accounts get the same 422. ' +
      'Five failures for one account from one address are refused with 429 and Retry-After until the ' +
      'window (15 minutes) ends. An address with many failures (any accounts) and an account with many ' +
      'failures (any addresses) are slowed down, never locked: each attempt waits a growing delay (429 ' +
      'with Retry-After, at most LOGIN_SLOWDOWN_MAX_S), then a right password logs in. An address the ' +
      "account logged in from before skips the account's delay. 30 failures from one address alert the admin.",
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

  route.get('/me', { response: meResponse }, 'The logged-in user', async (req) =>
    getMe({ db: app.db, actor: requireUser(req) }),
  );

  route.patch(
    '/me',
    { body: updateProfileBody, response: meResponse, errors: [422] },
    'Change my name and mobile, or my language',
    'First and last name (at least 2 characters) and an optional mobile, stored in E.164 (typed without ' +
      "a country code it is read as Irish, else British). A traveller's requests that are open or awaiting " +
      'confirmation take the new details too; closed ones keep theirs. `locale` (en, de, fr, es, it) is ' +
      "the language a traveller's error messages and emails are written in, over the browser's " +
      'Accept-Language; a body with only `locale` changes only that. 422 with a message per field.',
    async (req) => updateProfile({ db: app.db, actor: requireUser(req), changes: req.body }),
  );

  route.post('/auth/logout', { response: okBody }, 'Revoke the current token', async (req) => {
    await logout({ db: app.db, actor: requireUser(req) });
    return { message: 'Logged out.' };
  });

  route.get(
    '/auth/link/:token',
    {
      params: z.object({ token: z.string().max(200) }),
      response: oneTimeLinkInfo,
      errors: [422],
      public: true,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    'What an emailed one-time link is for (claim a request, join a team, reset a password)',
    async (req) => describeOneTimeLink({ db: app.db, token: req.params.token }),
  );

  route.post(
    '/auth/forgot',
    {
      body: forgotPasswordBody,
      response: okBody,
      errors: [422, 429],
      public: true,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    'Email a link to choose a new password',
    'Always answers 200 with the same message, in the same time, whether or not the email has an ' +
      'account: the request is queued and looked at after the answer. A known, active account is then ' +
      'emailed a one-time link (2 hours) to /set-password; at most one a minute.',
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
    route.post(
      url,
      {
        body: setPasswordBody,
        response: loginResponse.extend({ lead_id: z.number().int().nullable() }),
        errors: [422, 429],
        public: true,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      summary,
      'A link works once and expires (7 days for claims and invitations, 2 hours for resets). Emailing a ' +
        'new link ends the unused ones (claim, invitation or reset alike), and setting a password ends the ' +
        "user's other links and every other session, open WebSockets included.",
      async (req) =>
        setPasswordWithLink({
          db: app.db,
          token: req.body.token,
          password: req.body.password,
          userAgent: req.headers['user-agent'] ?? null,
        }),
    );
  }

  route.post(
    '/me/password',
    {
      body: changePasswordBody,
      response: okBody,
      errors: [422, 429],
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    'Change my password',
    'Checks the current password (422 on `current_password` when wrong), sets the new one and signs out ' +
      'every other session of the user, open WebSockets included; this token stays valid. Also limited per client.',
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

  route.post(
    '/me/sessions/revoke-all',
    { response: okBody },
    'Sign out everywhere',
    "Ends every session of the user, this one included, and closes their open WebSockets: each device's " +
      'token answers 401 from now on.',
    async (req) => {
      await signOutEverywhere({ db: app.db, actor: requireUser(req) });
      return { message: ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  );
});
