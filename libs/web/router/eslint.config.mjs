import nx from '@nx/eslint-plugin';
import base, { deepImports } from '../../../eslint.config.mjs';

export default [
  ...base,
  ...nx.configs['flat/react'],
  // The one place that imports react-router.
  { files: ['**/*.ts', '**/*.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [deepImports] }] } },
];
