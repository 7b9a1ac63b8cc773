import type { ComponentType } from 'react';
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
