// Runs a TypeScript entry from its sources in a child process (the worker a test kills with SIGKILL): compiled by
// swc with the jest preset's options, the workspace's path aliases resolved, ESM-only dependencies made CommonJS.
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { transformSync } = require('@swc/core');
const { register } = require('tsconfig-paths');
const preset = require('./preset.cjs');
const { compilerOptions } = require('../../tsconfig.base.json');

const [, swc] = Object.values(preset.transform)[0];
const esmOnly = new RegExp(preset.transformIgnorePatterns[0].replace('(?!', '('));
const compile = (module, filename) => module._compile(transformSync(readFileSync(filename, 'utf8'), { ...swc, filename }).code, filename);

register({ baseUrl: resolve(__dirname, '../..'), paths: compilerOptions.paths });
require.extensions['.ts'] = compile;
const loadJs = require.extensions['.js'];
require.extensions['.js'] = (module, filename) => (esmOnly.test(filename) ? compile(module, filename) : loadJs(module, filename));
