import nx from '@nx/eslint-plugin';

// A lib is imported by its name only: what its index does not export (entities above all) is its own.
export const deepImports = { group: ['@capsuisse/*/**'], message: 'Import a lib by its name only: what its index does not export is private to it.' };
// antd comes through the UI kit alone, the one shared copy cut to what the apps use (libs/web/ui kit.ts).
const antdOutsideTheKit = { group: ['antd', 'antd/**'], message: "Import antd's components from '@capsuisse/web-ui' (add what is missing to its kit.ts)." };
// Likewise the router comes through @capsuisse/web-router alone (specs may still take MemoryRouter).
const routerOutsideItsLib = { group: ['react-router', 'react-router-dom'], message: "Import the router from '@capsuisse/web-router' (add what is missing to it)." };
// zod lives in the contract's schema modules only: the web loads the others (routes, constants, messages)
// on every page, and must not download zod with them (issue 11). Types cost nothing: `import type` is free.
const zodOutsideSchemas = {
  group: ['zod', 'zod/**'],
  allowTypeImports: true,
  message: "Declare schemas in a *.schemas.ts module (a route's input in api/<group>.input.ts, its answer in api/<group>.response.ts): the web loads this one on every page.",
};

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
  {
    // `const { omitted: _, ...rest } = value` is how a copy without a key is written.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] },
  },
  {
    // Ports say what an adapter can do (StoragePort.readSigned, PaymentProvider.demoCheckout): a domain
    // never tests which adapter it was given. Core, which chooses the adapters, may.
    files: ['libs/server/**/*.ts'],
    ignores: ['libs/server/core/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='instanceof'][right.name=/(Storage|Provider|Port|Mailer|Queue)$/]",
          message: 'Ask the port for a capability instead of testing the adapter class.',
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports, antdOutsideTheKit, routerOutsideItsLib] }] },
  },
  {
    // A domain's migrations are exported for the one ordered list (libs/server/migrations) alone: no other
    // code runs or reuses another domain's schema.
    files: ['**/*.ts'],
    ignores: ['libs/server/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            antdOutsideTheKit,
            routerOutsideItsLib,
            {
              group: ['@capsuisse/server-*'],
              importNamePattern: '^(\\w+Initial|Migration\\d+_\\w+)$',
              message: 'Migrations are composed only in libs/server/migrations (MIGRATIONS).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests render pages inside a MemoryRouter, which the apps themselves never need.
    files: ['**/*.spec.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports, antdOutsideTheKit] }] },
  },
  {
    files: ['libs/contracts/src/**/*.ts'],
    ignores: ['**/*.schemas.ts', '**/*.input.ts', '**/*.response.ts', '**/*.spec.ts', 'libs/contracts/src/lib/strict-body.ts', 'libs/contracts/src/lib/api/{ids,paging}.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [zodOutsideSchemas] }] },
  },
];
