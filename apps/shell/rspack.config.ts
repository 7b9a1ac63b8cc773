import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrecompressPlugin } from '../../tools/web-build/compress';
import { federationPlugins, shellSplitChunks, webModuleRules, webOutputNames, webOutputRoot, webResolve } from '../../tools/web-build/federation';

// @rspack/cli loads this file as ESM: derive __dirname from the module URL.
const __dirname = path.dirname(fileURLToPath(import.meta.url));
const NAME = 'shell';
// The API serves web and API on one origin; in dev the shell proxies to it.
const API_ORIGIN = process.env['API_ORIGIN'] ?? 'http://localhost:3000';

export default defineConfig((_env, argv) => {
  const isDev = argv.mode !== 'production';
  return {
    context: __dirname,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(webOutputRoot, NAME),
      // '/' and not 'auto': a full load of a deep link (/user/42) must still fetch /main.js.
      publicPath: '/',
      uniqueName: NAME,
      ...webOutputNames(isDev),
      clean: true,
    },
    devServer: {
      port: 8100,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/remotes.json', '/remotes'], target: API_ORIGIN }],
    },
    resolve: webResolve,
    module: { rules: webModuleRules(isDev) },
    optimization: { splitChunks: shellSplitChunks },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html', favicon: './src/assets/favicon.svg' }),
      // No build-time remotes: src/federation reads /remotes.json at run time.
      ...federationPlugins(NAME, { ownCopies: true }),
      ...(isDev ? [] : [new PrecompressPlugin()]),
    ],
  };
});
