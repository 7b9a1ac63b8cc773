// Lets a worker thread started from TypeScript sources (the PDF check pool under jest) require .ts files:
// compiled to CommonJS by swc, as the preset does in jest's own thread.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const options = { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline' };
require.extensions['.ts'] = (module, filename) => module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
