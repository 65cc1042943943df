import { defineConfig } from 'vitest/config';

// The integration suite (`npm run test:integration`, in `npm test` after the unit and API tests):
// several instances of the built server on one PostgreSQL, behind nginx, with media in an
// S3-protocol server (tests/integration). One file at a time: each starts processes of its own.
export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
