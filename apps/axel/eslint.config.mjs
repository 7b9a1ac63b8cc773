import nx from '@nx/eslint-plugin';
import base from '../../eslint.config.mjs';

export default [
  ...base,
  ...nx.configs['flat/react'],
  // The build config reads the shared federation settings by path: it is tooling, not app code.
  { files: ['rspack.config.ts'], rules: { '@nx/enforce-module-boundaries': 'off' } },
];
