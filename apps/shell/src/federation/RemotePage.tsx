import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@capsuisse/contracts';
import type { RemotePagesModule } from '@capsuisse/web-remote';
import { PageLoader } from '@capsuisse/web-ui';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemote } from './remote-manifest';

// One lazy component per page, created once: React caches what it loaded (or the failure).
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyRemotePage(remote: RemoteName, path: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}:${path}`;
  let page = cache.get(key);
  if (!page) {
    page = lazy(async () => {
      const module = await loadRemote<RemotePagesModule>(remote, './pages');
      const component = module?.pages[path];
      if (!component) throw new Error(`Remote ${remote} has no page for ${path}`);
      return { default: component };
    });
    cache.set(key, page);
  }
  return page;
}

export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const Page = lazyRemotePage(remote, path);
  return (
    <RemoteBoundary key={path}>
      <Suspense fallback={<PageLoader />}>
        {/* Says which remote served the page, once it has loaded (the page registry's e2e walk reads it). */}
        <div data-page={path} data-remote={remote}>
          <Page />
        </div>
      </Suspense>
    </RemoteBoundary>
  );
}
