import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: browser-side code in jsdom (with fake-indexeddb), and the API on a real
// PostgreSQL-family database (PGlite in-process, or DATABASE_URL) in node.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          // tests/unit/data starts a real server on PGlite (several seconds on a busy machine).
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
