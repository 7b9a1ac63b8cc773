const { randomUUID } = require('node:crypto');
const preset = require('../../tools/jest/preset.cjs');

// This run's name, inherited by its workers: on PGlite they start each file from one database migrated in this run (harness.ts).
process.env.CAPSUISSE_TEST_RUN ??= `${process.pid}-${randomUUID()}`;

module.exports = {
  ...preset,
  // PGlite ships .cjs files: they go through the same swc transform.
  transform: { ...preset.transform, '^.+\\.cjs$': Object.values(preset.transform)[0] },
  displayName: 'api',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // Each e2e file boots the whole app (PGlite start, migrations, argon2 hashes).
  testTimeout: 120_000,
  // Compiled to CommonJS for jest's module system: @fastify/static requires an ESM-only content-disposition,
  // PGlite loads Node built-ins with dynamic import().
  transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!(kysely|@scure|@noble|file-type|strtok3|token-types|@tokenizer|@borewit|uint8array-extras|content-disposition|@electric-sql|@tus|srvx)/)'],
};
