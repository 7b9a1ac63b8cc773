import nx from '@nx/eslint-plugin';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/test-results', '**/playwright-report'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      // The walls of DESIGN.md: contracts import nothing of ours; web never imports server code;
      // the shell never imports a remote (it loads them at run time) and no remote imports another.
      // Web libs: the generic ones (ui, auth, api-client, remote) know no feature; a feature lib
      // (documents) serves the remotes and leans on generic libs only.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'type:core', notDependOnLibsWithTags: ['type:domain', 'type:app'] },
            { sourceTag: 'type:host', notDependOnLibsWithTags: ['type:remote'] },
            { sourceTag: 'type:remote', notDependOnLibsWithTags: ['type:host', 'type:remote'] },
            { sourceTag: 'type:lib', notDependOnLibsWithTags: ['type:feature', 'type:app'] },
            { sourceTag: 'type:feature', notDependOnLibsWithTags: ['type:feature', 'type:app'] },
          ],
        },
      ],
    },
  },
];
