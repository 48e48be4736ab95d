// The whole domain of TripTender: the tables live in db/schema/, one file a domain, and this file
// re-exports them. Column names are the API's snake_case field names; money is integer cents. Every
// change to a table needs a migration: `npm run db:generate`, then commit the SQL in apps/api/drizzle.
export * from './schema/accounts.ts';
export * from './schema/leads.ts';
export * from './schema/money.ts';
export * from './schema/quotes.ts';
export * from './schema/conversations.ts';
export * from './schema/platform.ts';
export * from './schema/responding.ts';
