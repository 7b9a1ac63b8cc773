import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedDependencies, webModuleRules, webOutputRoot, webResolve } from '../../libs/web/federation';

// @rspack/cli loads this file as ESM: derive __dirname from the module URL.
const __dirname = path.dirname(fileURLToPath(import.meta.url));
const NAME = 'coach';

export default defineConfig((_env, argv) => {
  const isDev = argv.mode !== 'production';
  return {
    context: __dirname,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(webOutputRoot, NAME),
      // 'auto': chunks load from wherever remoteEntry.js was served (/remotes/coach/ or another host).
      publicPath: 'auto',
      uniqueName: NAME,
      filename: isDev ? '[name].js' : '[name].[contenthash].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash].css',
      clean: true,
    },
    devServer: { port: 8102, historyApiFallback: true, hot: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    resolve: webResolve,
    module: { rules: webModuleRules(isDev) },
    plugins: [
      // The remote entry must stay out of the standalone page.
      new rspack.HtmlRspackPlugin({ template: './index.html', excludeChunks: [NAME] }),
      new ModuleFederationPlugin({
        name: NAME,
        // Unhashed: the manifest points at this stable name; the server sends it with no-cache.
        filename: 'remoteEntry.js',
        exposes: { './pages': './src/pages.ts' },
        shared: sharedDependencies(),
        dts: false,
      }),
    ],
  };
});
