// Shared jest settings: swc with decorator metadata (Nest injection, MikroORM and validation need it).
const path = require('node:path');
const { pathsToModuleNameMapper } = require('ts-jest');
const { compilerOptions } = require('../../tsconfig.base.json');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc], '^.+\\.mjs$': ['@swc/jest', swc] },
  // ESM-only dependencies are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!(kysely|@scure|@noble|file-type|strtok3|token-types|@tokenizer|@borewit|uint8array-extras|@tus|srvx)/)'],
  moduleNameMapper: pathsToModuleNameMapper(compilerOptions.paths, { prefix: path.resolve(__dirname, '../..') + '/' }),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json'],
  testEnvironment: 'node',
};
