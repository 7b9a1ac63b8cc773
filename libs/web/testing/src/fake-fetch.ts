// Test helpers shared by the web specs: jsdom has no fetch, and the pages' calls go through the real
// api-client, so a spec answers them by method and path and then looks at what was sent.

export type Reply = { status: number; body?: unknown };

/** What the api-client reads of a Response (jsdom has none). */
export function fakeResponse(reply: Reply): Response {
  return {
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    statusText: String(reply.status),
    json: async () => reply.body,
    text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    // A file's bytes: a string body as its UTF-8.
    arrayBuffer: async () => new TextEncoder().encode(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? '')).buffer,
  } as unknown as Response;
}

export interface RecordedCall {
  method: string;
  url: string;
  /** JSON bodies parsed; anything else (a FormData upload) as sent. */
  body: unknown;
}

/** A fetch answering from `routes` (keyed `METHOD /path`); an unexpected call fails the test. */
export function routedFetch() {
  const routes: Record<string, Reply | (() => Reply)> = {};
  const calls: RecordedCall[] = [];
  const fetchFn = jest.fn(async (url: string, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    if (!route) throw new Error(`unexpected ${method} ${url}`);
    return fakeResponse(typeof route === 'function' ? route() : route);
  });
  /** Replaces every route (the calls recorded so far stay). */
  const setRoutes = (next: Record<string, Reply | (() => Reply)>) => {
    for (const key of Object.keys(routes)) delete routes[key];
    Object.assign(routes, next);
  };
  return { fetchFn, routes, calls, setRoutes };
}

/** A Server-Sent Events answer (`GET /api/events`) the test writes to as it goes: `send(event)`, `end()`. */
export function fakeEventStream(status = 200) {
  const chunks: (string | null)[] = [];
  let wake: () => void = () => undefined;
  const push = (chunk: string | null) => {
    chunks.push(chunk);
    wake();
  };
  const reader = {
    read: async (): Promise<{ done: boolean; value?: Uint8Array }> => {
      while (!chunks.length) await new Promise<void>((resolve) => (wake = resolve));
      const next = chunks.shift();
      return next === null || next === undefined ? { done: true } : { done: false, value: new TextEncoder().encode(next) };
    },
  };
  const response = { ok: status >= 200 && status < 300, status, body: { getReader: () => reader } } as unknown as Response;
  return { response, send: (event: unknown) => push(`data: ${JSON.stringify(event)}\n\n`), raw: (text: string) => push(text), end: () => push(null) };
}
