// Module Federation settings shared by the shell and every remote, so host and remotes always agree.
import { rspack, type Compiler, type Configuration, type Optimization, type OptimizationSplitChunksCacheGroupTestFn, type RspackPluginInstance } from '@rspack/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrecompressPlugin } from './compress';
import type { RemoteBuildManifest } from '../../libs/web/remote/src/lib/remote-pages';
import { SharedManifestPlugin } from './shared-manifest';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(workspaceRoot, 'package.json'));
const installedVersion = (pkg: string): string => (require(`${pkg}/package.json`) as { version: string }).version;

// One copy of each in the page: remotes must use the host's React.
// antd and react-router are not among them: a shared package is not tree-shaken (all of antd weighed
// 431 KB of gzip, react-router 60 KB). Each comes, cut to what the apps use, inside one of our libs below.
// @ant-design/icons is left out on purpose: sharing it pulls the whole icon set.
const SINGLETON_PACKAGES = ['react', 'react-dom', 'dayjs'] as const;

const libPaths = (JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } })
  .compilerOptions.paths;

/** The UI kit's entries: its core, `@capsuisse/web-ui`, and each part apart, `@capsuisse/web-ui-<name>` (libs/web/ui/src/lib/kit.ts). */
const KIT_ENTRIES = Object.keys(libPaths).filter((lib) => /^@capsuisse\/web-ui(-|$)/.test(lib));

/**
 * Our libs that hold state for the whole page, shared as singletons (they have no package.json: the
 * version is fixed). The api-client holds the session store; the UI kit, antd's ConfigProvider and theme
 * (one instance for the shell and every remote); web-router the routing context; web-theme the theme
 * store, apart from the kit so the landing page has it without downloading antd.
 */
const SINGLETON_LIBS = ['@capsuisse/web-api-client', ...KIT_ENTRIES, '@capsuisse/web-router', '@capsuisse/web-theme'];

/**
 * The version of our shared libs, one for all (libs/web/shared-version.json): its major moves when an export
 * they share changes or goes, its minor when one is added. A remote requires the shell's kit at the caret of the
 * version it was built with. `WEB_SHARED_VERSION` builds a remote as another commit would (the remote-versions e2e).
 */
export const WEB_SHARED_VERSION: string =
  process.env['WEB_SHARED_VERSION'] ?? (JSON.parse(readFileSync(path.join(workspaceRoot, 'libs/web/shared-version.json'), 'utf8')) as { version: string }).version;

interface SharedConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  import?: string | false;
}

/**
 * A remote must always take the shell's copy of our libs: when the shell provided none (the kit's table,
 * which only remotes import), the axel remote took its own, and with it a second antd without the shell's
 * theme. So the shell provides every one, named by its file, even those its code never imports. A remote
 * built for the product carries no copy at all (`import: false`): it would never load one, yet its
 * remoteEntry.js listed each with its chunks. Its dev build keeps them, for its standalone page; there
 * the shell's copies carry a higher version, so no tie-break between equal versions can choose a remote's.
 * Which versions a remote accepts is said once, in its manifest (RemoteManifestPlugin), checked by the shell
 * before it loads the remote: the same ranges in remoteEntry.js weighed on every first visit for nothing.
 */
function sharedDependencies(name: string, ownCopies: boolean) {
  const isShell = name === 'shell';
  const own = (config: SharedConfig): SharedConfig => (ownCopies ? config : { ...config, import: false });
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of SINGLETON_PACKAGES) shared[pkg] = own({ singleton: true, requiredVersion: `^${installedVersion(pkg)}` });
  shared['react/jsx-runtime'] = own({ singleton: true, requiredVersion: `^${installedVersion('react')}` });
  for (const lib of SINGLETON_LIBS) {
    shared[lib] = own({ singleton: true, requiredVersion: false, version: isShell ? WEB_SHARED_VERSION : `${WEB_SHARED_VERSION}-dev` });
    if (isShell) shared[lib].import = path.join(workspaceRoot, libPaths[lib][0]);
  }
  return shared;
}

/** What a remote requires of the shell: each shared package at the caret of its installed version, our libs of theirs. */
function requirements(shared: Record<string, SharedConfig>): Record<string, string> {
  return Object.fromEntries(Object.entries(shared).map(([pkg, config]) => [pkg, config.requiredVersion || `^${WEB_SHARED_VERSION}`]));
}

/** `mf-manifest.json` beside a remote's entry: what it requires of the shell, read before its entry is loaded. */
export const REMOTE_MANIFEST = 'mf-manifest.json';

class RemoteManifestPlugin implements RspackPluginInstance {
  constructor(private readonly manifest: RemoteBuildManifest) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(REMOTE_MANIFEST, new compiler.webpack.sources.RawSource(JSON.stringify(this.manifest, null, 2)));
      });
    });
  }
}

/**
 * Module Federation as rspack builds it in (the container of webpack 5), without the
 * @module-federation/enhanced runtime: that runtime weighed 35 KB of gzip in the shell and 15 more in each
 * remoteEntry.js, for features these apps do not use (run-time plugins, preloading); of its manifest, the part the
 * shell needs (which versions a remote requires) is written by RemoteManifestPlugin and checked by the shell.
 * The shell loads a remote by its remoteEntry.js (apps/shell/src/federation/remote-manifest.ts). A shared module
 * already loaded is kept, and the shell's copies carry the higher version (sharedDependencies): a remote
 * always takes the shell's. `shared.json` says which files hold each (the web-weight spec reads it).
 */
export function federationPlugins(name: string, options: { ownCopies: boolean; container?: { filename: string; exposes: Record<string, string> } }) {
  const shared = sharedDependencies(name, options.ownCopies);
  return [
    new rspack.container.ModuleFederationPluginV1({ name, shared, ...options.container }),
    new SharedManifestPlugin(),
    ...(options.container && !options.ownCopies ? [new RemoteManifestPlugin({ name, shared_version: WEB_SHARED_VERSION, requires: requirements(shared) })] : []),
  ];
}

// How rspack names the modules that provide or consume a shared one: "provide shared module (default) name@…".
const KIT_LOADER = /^(provide|consume) shared module \(\w+\) @capsuisse\/web-ui(-\w+)?@/;
const KIT_CORE_LOADER = /^(provide|consume) shared module \(\w+\) @capsuisse\/web-ui@/;

/** A module of the kit's core alone: loaded for the core, and for nothing but the kit's entries. */
const inKitCore: OptimizationSplitChunksCacheGroupTestFn = (module, { chunkGraph }) => {
  const loaders = chunkGraph
    .getModuleChunks(module)
    .flatMap((chunk) => chunk._groupsIterable.flatMap((group) => group.origins.map((origin) => origin.module?.readableIdentifier() ?? '')));
  return loaders.some((loader) => KIT_CORE_LOADER.test(loader)) && loaders.every((loader) => KIT_LOADER.test(loader));
};

/**
 * The shell's chunks. The UI kit's entries share antd's internals: with the default limits (30 requests,
 * 20 KB chunks) the bundler copied those it could not split off into each entry's chunks, downloaded again
 * with each. Without limits, it cut them into a chunk per set of entries using them: 70 to 80 files a
 * visit, each gzipped alone and each module behind its own wrapper, 24 KB of gzip more than the same code
 * in one file. Every signed-in page loads the kit's core, so what it needs goes in one chunk, 'kit-core';
 * but not what the shell's own code or a page loads too (react-dom's client, icons): the landing page must
 * not load the kit.
 */
export const shellSplitChunks = {
  chunks: 'async',
  maxAsyncRequests: Infinity,
  minSize: 0,
  cacheGroups: {
    kitCore: { name: 'kit-core', chunks: 'async', enforce: true, priority: 10, test: inKitCore },
  },
} satisfies Optimization['splitChunks'];

/** Rules common to every web build: TypeScript via swc, plain CSS, libs free of side effects. */
export function webModuleRules(isDev: boolean) {
  return [
    {
      test: /\.(j|t)sx?$/,
      exclude: [/node_modules/],
      use: {
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: isDev } },
          },
          env: { targets: 'Chrome >= 87, Firefox >= 78, Edge >= 88, Safari >= 14' },
        },
      },
    },
    // Lets the bundler drop unused re-exports of our barrels (the landing page must not pull antd).
    { test: /[\\/]libs[\\/](web|contracts)[\\/].*\.tsx?$/, sideEffects: false },
    { test: /\.css$/, type: 'css/auto' as const },
  ];
}

export const webResolve = {
  extensions: ['...', '.ts', '.tsx', '.jsx'],
  tsConfig: path.join(workspaceRoot, 'tsconfig.base.json'),
};

export const webOutputRoot = path.join(workspaceRoot, 'dist/apps');

/** Content-hashed names in production; the entry files the manifest points at stay unhashed. */
export function webOutputNames(isDev: boolean) {
  const js = isDev ? '[name].js' : '[name].[contenthash].js';
  const css = isDev ? '[name].css' : '[name].[contenthash].css';
  return { filename: js, chunkFilename: js, cssFilename: css, cssChunkFilename: css };
}

/**
 * The whole build of a role remote: it exposes './pages' and builds to dist/apps/<name>. Its standalone page
 * (src/index.ts, index.html) is for `nx serve <remote>` alone: the production build, whose shared modules
 * all come from the shell, makes remoteEntry.js and its chunks only.
 */
export function remoteConfig(options: { name: string; dir: string; devPort: number; isDev: boolean }): Configuration {
  const { name, dir, devPort, isDev } = options;
  return {
    context: dir,
    entry: isDev ? { main: './src/index.ts' } : {},
    output: {
      // WEB_REMOTE_OUTPUT: a remote built elsewhere, as another commit's would be (the remote-versions e2e).
      path: process.env['WEB_REMOTE_OUTPUT'] ?? path.join(webOutputRoot, name),
      // 'auto': chunks load from wherever remoteEntry.js was served (/remotes/<name>/ or another host).
      publicPath: 'auto',
      uniqueName: name,
      ...webOutputNames(isDev),
      clean: true,
    },
    devServer: { port: devPort, historyApiFallback: true, hot: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    resolve: webResolve,
    module: { rules: webModuleRules(isDev) },
    plugins: [
      // The remote entry must stay out of the standalone page.
      ...(isDev ? [new rspack.HtmlRspackPlugin({ template: './index.html', excludeChunks: [name] })] : []),
      // Unhashed: the manifest points at this stable name; the server sends it with no-cache.
      ...federationPlugins(name, { ownCopies: isDev, container: { filename: 'remoteEntry.js', exposes: { './pages': './src/pages.ts' } } }),
      ...(isDev ? [] : [new PrecompressPlugin()]),
    ],
  };
}
