// Lets a worker thread started from TypeScript sources (the PDF pool under jest) require .ts files:
// compiled to CommonJS by swc, as the preset does in jest's own thread, our libraries found by tsconfig.base.json's paths.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const options = { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline' };
require.extensions['.ts'] = (module, filename) => module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);

const root = join(__dirname, '../..');
const paths = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, paths[request] ? join(root, paths[request][0]) : request, ...rest);
};
