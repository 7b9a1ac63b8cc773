// rspack settings shared by apps/api and apps/worker: one CommonJS file for plain `node`,
// our TypeScript compiled by swc with decorator metadata (Nest injection and MikroORM need it),
// every npm package left external (loaded from node_modules at run time).
const path = require('node:path');

const root = path.resolve(__dirname, '../../../..');

module.exports = function nodeBundle({ name }) {
  return {
    mode: 'production',
    target: 'node20',
    context: path.join(root, 'apps', name),
    // The PDF threads (the upload check, the CV check) load their own files, beside main.js (pdf-check.pool.ts finds them there).
    entry: {
      main: './src/main.ts',
      'pdf-check.worker': path.join(root, 'libs/server/core/src/lib/uploads/pdf-check.worker.ts'),
      'cv-check.worker': path.join(root, 'libs/server/documents/src/lib/cv-check/cv-check.worker.ts'),
    },
    output: {
      path: path.join(root, 'dist/apps', name),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: 'source-map',
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      tsConfig: { configFile: path.join(root, 'tsconfig.base.json') },
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        const ours = request.startsWith('.') || request.startsWith('/') || request.startsWith('@capsuisse/');
        callback(undefined, ours ? undefined : request);
      },
    ],
    externalsPresets: { node: true },
    node: { __dirname: false, __filename: false },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true },
              target: 'es2022',
              keepClassNames: true,
            },
          },
        },
      ],
    },
    // Class names matter (Nest tokens, MikroORM entities): no minifying.
    optimization: { minimize: false },
    performance: { hints: false },
  };
};
