import nx from '@nx/eslint-plugin';
import base, { deepImports } from '../../../eslint.config.mjs';

export default [
  ...base,
  ...nx.configs['flat/react'],
  // The UI kit is the one place that imports antd (the others go through its kit.ts).
  { files: ['**/*.ts', '**/*.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [deepImports] }] } },
];
