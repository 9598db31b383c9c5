import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/control.schema.ts',
  out: './src/db/migrations/control',
});
