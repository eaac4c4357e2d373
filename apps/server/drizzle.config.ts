import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @kickoff/server -- --name <what>` writes the next numbered SQL migration
// from the schema. A released migration is never edited (STYLE.md 20).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
