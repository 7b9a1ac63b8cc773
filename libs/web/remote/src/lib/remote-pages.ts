import { createElement, lazy, type ComponentType } from 'react';
import type { PagePathOf, RemoteName } from '@capsuisse/contracts';

/**
 * A remote's page components, one per registry page it owns: a page missing from the registry, or one
 * the registry gives this remote but the map lacks, fails the type check.
 */
export type RemotePages<R extends RemoteName> = Record<PagePathOf<R>, ComponentType>;

/**
 * What every remote exposes as './pages': its page components by path. The shell owns the routing
 * (which path goes to which remote, and the guards); the remote owns what is on the page.
 */
export interface RemotePagesModule {
  pages: Partial<Record<string, ComponentType>>;
}

/**
 * A page in a chunk of its own: a first visit downloads the page it opens (and the parts of the UI kit it
 * uses), not every page of the space; the nearest Suspense shows the loader meanwhile. A plain component
 * wraps the lazy one: the shell's RemotePage hands the page to React.lazy, which refuses a lazy component.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return () => createElement(Page);
}

/**
 * `mf-manifest.json`, written beside a remote's remoteEntry.js by its build (tools/web-build/federation.ts): the
 * version of our shared libs it was built with and the range of each shared module it requires of the shell.
 */
export interface RemoteBuildManifest {
  name: string;
  shared_version: string;
  requires: Record<string, string>;
}
