// The admin CLI: `npm run cli -- <command> [options]`. For operators and scripts.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { email as emailSchema } from '@triptender/contract/common';
import { COMPANY_ROLE, ROLE } from '@triptender/contract/enums';
import { BACKUP_USAGE, runBackupCommand } from './cli-backup.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { AppError } from './lib/errors.ts';
import { createUser } from './modules/auth/users.ts';
import { createCompany } from './modules/companies/service.ts';
import { topUpWallet } from './modules/purchases/ledger.ts';
import { generateVapidKeys } from './modules/push/vapid.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-user     --role admin|company|traveller --email E --password P
                  [--first-name F] [--last-name L] [--mobile M]
                  [--company-id N] [--company-role manager|agent|finance]
  create-company  --name N --email E [--website URL] [--phone P] [--address A]
                  Prints the new company's id.
  top-up          --company-id N --amount DOLLARS [--note TEXT]
  migrate         Applies database migrations.
  vapid-keys      Prints a new Web Push key pair as VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
                  lines for the environment (needs no database; set VAPID_SUBJECT too).
${BACKUP_USAGE}
  help            Shows this text.

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./.data),
which must not be in use by a running server.`;

class UsageError extends Error {}

const ROLES = { admin: ROLE.ADMIN, company: ROLE.COMPANY, traveller: ROLE.TRAVELLER } as const;
const COMPANY_ROLES = {
  manager: COMPANY_ROLE.MANAGER,
  agent: COMPANY_ROLE.AGENT,
  finance: COMPANY_ROLE.FINANCE,
} as const;

function parse<T extends z.ZodType>(schema: T, values: unknown): z.output<T> {
  const r = schema.safeParse(values);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new UsageError(`--${String(issue.path[0] ?? '').replace(/_/g, '-')}: ${issue.message}`);
  }
  return r.data;
}

const companyId = z
  .string({ error: 'is required' })
  .regex(/^\d{1,9}$/, 'must be a company id (a whole number)')
  .transform(Number);

const dollars = z
  .string({ error: 'is required' })
  .regex(/^\d+(\.\d{1,2})?$/, 'must be an amount in dollars, like 100 or 49.50')
  .transform((v) => Math.round(Number(v) * 100))
  .refine((c) => c > 0 && c <= 100_000_000, 'must be more than 0 and at most 1,000,000');

type Values = Record<string, string | undefined>;
type Command<T> = {
  options: Record<string, { type: 'string' }>;
  /** Checks the arguments before the database is opened. */
  input: (values: Values) => T;
  run: (db: Database['db'], input: T) => Promise<string>;
};
const command = <T>(c: Command<T>) => c as Command<unknown>;

const commands: Record<string, Command<unknown>> = {
  'create-user': command({
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      mobile: { type: 'string' },
      'company-id': { type: 'string' },
      'company-role': { type: 'string' },
    },
    input: (v) =>
      parse(
        z.object({
          role: z.enum(['admin', 'company', 'traveller'], { error: 'must be admin, company or traveller' }),
          email: emailSchema('must be a valid email address'),
          password: z.string({ error: 'is required' }).min(8, 'must be at least 8 characters'),
          first_name: z.string().default('Admin'),
          last_name: z.string().default('User'),
          mobile: z.string().optional(),
          company_id: companyId.optional(),
          company_role: z
            .enum(['manager', 'agent', 'finance'], { error: 'must be manager, agent or finance' })
            .optional(),
        }),
        {
          role: v.role,
          email: v.email,
          password: v.password,
          first_name: v['first-name'],
          last_name: v['last-name'],
          mobile: v.mobile,
          company_id: v['company-id'],
          company_role: v['company-role'],
        },
      ),
    async run(db, o) {
      if (o.role === 'company' && o.company_id === undefined)
        throw new UsageError('--company-id is required for a company user');
      const user = await createUser({
        db,
        actorUserId: null,
        user: {
          role: ROLES[o.role],
          email: o.email,
          password: o.password,
          first_name: o.first_name,
          last_name: o.last_name,
          mobile: o.mobile ?? null,
          companyId: o.company_id ?? null,
          companyRole: o.role === 'company' ? COMPANY_ROLES[o.company_role ?? 'manager'] : null,
          emailVerified: true,
        },
      });
      return `Created ${o.role} user ${user.email} with id ${user.id}`;
    },
  }),
  'create-company': command({
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      website: { type: 'string' },
      phone: { type: 'string' },
      address: { type: 'string' },
    },
    input: (v) =>
      parse(
        z.object({
          name: z.string({ error: 'is required' }).trim().min(2, 'must be at least 2 characters'),
          email: emailSchema('must be a valid email address'),
          website: z.url({ error: 'must be a URL' }).optional(),
          phone: z.string().optional(),
          address: z.string().optional(),
        }),
        v,
      ),
    async run(db, o) {
      const company = await createCompany({ db, actorUserId: null, company: o });
      return String(company.id);
    },
  }),
  'top-up': command({
    options: { 'company-id': { type: 'string' }, amount: { type: 'string' }, note: { type: 'string' } },
    input: (v) =>
      parse(z.object({ company_id: companyId, amount: dollars, note: z.string().optional() }), {
        company_id: v['company-id'],
        amount: v.amount,
        note: v.note,
      }),
    async run(db, o) {
      const entry = await topUpWallet({
        db,
        actorUserId: null,
        companyId: o.company_id,
        amountCents: o.amount,
        note: o.note ?? 'Top-up (CLI)',
      });
      return `Topped up company ${o.company_id}: balance is now $${(entry.balance_after_cents / 100).toFixed(2)}`;
    },
  }),
  migrate: command({
    options: {},
    input: () => null,
    run: async () => 'Migrations applied.',
  }),
};

async function run(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(USAGE);
    return name ? 0 : 2;
  }
  if (name === 'backup' || name === 'restore') return runBackupCommand(name, rest, USAGE);
  if (name === 'vapid-keys') {
    if (rest.length) {
      console.error(`vapid-keys takes no options\n\n${USAGE}`);
      return 2;
    }
    const keys = generateVapidKeys();
    console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}`);
    return 0;
  }
  const cmd = commands[name];
  if (!cmd) {
    console.error(`Unknown command: ${name}\n\n${USAGE}`);
    return 2;
  }
  let values: Values;
  try {
    values = parseArgs({ args: rest, options: cmd.options, strict: true, allowPositionals: false }).values as Values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  let input: unknown;
  try {
    input = cmd.input(values);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${name}: ${err.message}\n\n${USAGE}`);
    return 2;
  }

  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase(config, 'cli');
    await migrate(database);
    console.log(await cmd.run(database.db, input));
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${name}: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    if (err instanceof DataDirBusyError) {
      console.error(err.message);
      return 3;
    }
    if (err instanceof AppError) {
      const details = Object.entries(err.data ?? {}).map(([field, msgs]) => `  ${field}: ${msgs.join(' ')}`);
      console.error([`${name}: ${err.message}`, ...details].join('\n'));
      return 1;
    }
    throw err;
  } finally {
    await database?.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
