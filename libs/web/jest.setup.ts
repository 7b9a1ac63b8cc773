import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// findBy* waits (set on the DOM library: importing React's binding here would skip its cleanup between
// tests): a lazy page, tab or form is transformed by Jest on first use, which took up to 8 s on two cores
// busy with a clean clone's cold transform cache and a browser run beside (axel's 'Créer' tab).
configure({ asyncUtilTimeout: 15_000 });

// react-router 7 needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd (responsive grid, Select) and the theme store read matchMedia, absent from jsdom.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's form batches watchers through a MessageChannel macrotask; jsdom has none. A timer-based one is
// enough (Node's own would keep Jest's process alive).
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: MessageEvent) => void) | null = null;
    peer: TimerMessagePort | null = null;
    postMessage(data: unknown): void {
      setTimeout(() => this.peer?.onmessage?.({ data } as MessageEvent), 0);
    }
  }
  class TimerMessageChannel {
    readonly port1 = new TimerMessagePort();
    readonly port2 = new TimerMessagePort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// antd's text ellipsis and collapsing panels observe sizes; jsdom lays nothing out, so a no-op is enough.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}

// jsdom's getComputedStyle (testing-library's *ByRole calls it on every element it weighs) matches each
// stylesheet rule through nwsapi, whose compiled-selector caches keep the last 1,000 selectors; antd's
// CSS-in-JS has more rules than that, so every rule was compiled anew for every element. Unbounded caches
// give the same matches: they are keyed by the selector alone.
{
  const impl = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  window.getComputedStyle(document.documentElement); // jsdom creates its matcher on first use
  const matcher = impl && (document as unknown as Record<symbol, { _nwsapiDontThrow?: Record<string, unknown> }>)[impl]._nwsapiDontThrow;
  if (!matcher) throw new Error("jsdom's selector matcher was not found: libs/web/jest.setup.ts needs updating");
  for (const name of ['matchLambdas', 'matchResolvers', 'selectLambdas', 'selectResolvers']) {
    const store = new Map<string, unknown>();
    Object.assign(matcher[name] as object, {
      get: (key: string) => store.get(key),
      set: (key: string, value: unknown) => (store.set(key, value), value),
      has: (key: string) => store.has(key),
      clear: () => store.clear(),
      size: () => store.size,
    });
  }
}
