import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/tenant/*.table.ts',
  out: './src/db/migrations/tenant',
});
