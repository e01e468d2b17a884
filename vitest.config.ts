import { defineConfig } from 'vitest/config';

// One run for the unit and integration tests of every package (`npm test` runs it after
// ensuring the servers). Integration tests use the test profile's servers: vhost
// courtage_test, Redis db 1 and each package's own courtage_test_<name> database, so they
// may run while `npm start` is up and packages may run in parallel.
export default defineConfig({
  test: {
    include: [
      'services/**/*.test.ts',
      'gateway/**/*.test.ts',
      'sites/web/src/**/*.test.{ts,tsx}',
      'infra/**/*.test.ts',
      'tests/bench/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', 'cms/**', 'tests/e2e/**'],
    env: {
      NODE_ENV: 'test',
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672/courtage_test',
      REDIS_URL: 'redis://127.0.0.1:6379/1',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAILDEV_API_URL: 'http://127.0.0.1:1080',
    },
    pool: 'forks',
    // Two cores: two test files at a time, each in its own process.
    maxWorkers: 2,
    // Integration tests wait on real brokers and databases (retries with backoff, reconnects).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
