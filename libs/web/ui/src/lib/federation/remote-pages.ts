import type { ComponentType } from 'react';

/**
 * What every remote exposes as './pages': its page components by path. The shell owns the routing
 * (which path goes to which remote, and the guards); the remote owns what is on the page.
 */
export interface RemotePagesModule {
  pages: Record<string, ComponentType>;
}
