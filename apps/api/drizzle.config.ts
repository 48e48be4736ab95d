import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // the folder, not src/db/schema.ts (which re-exports it): each table is read once
  schema: './src/db/schema',
  out: './drizzle',
});
