import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent } from '@capsuisse/contracts';
import { ApiError, sessionStore, useLiveEvents, useLiveStatus } from '@capsuisse/web-api-client';
import type { ConversationSource } from './sources';
import { THREAD_TEXTS } from './texts';
import { fromPage, type ThreadState, withNewest, withOlder, withSent } from './thread-state';

/** While the live stream is not subscribed, how often an open, visible page asks for new messages. */
export const POLL_MS = 30_000;

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * One thread as a page shows it: loaded and marked read on open, kept up to date by the tab's live stream
 * (reloaded and merged by id each time the stream is subscribed again, polled only while it is not), marked
 * read again when something unread arrives while the page is visible, older pages on demand, and sending.
 * `onLoadError` returns true when it handled the error itself (the payment gate's 402).
 */
export function useThread(source: ConversationSource, options: { pollMs?: number; onLoadError?: (error: unknown) => boolean } = {}) {
  const { pollMs = POLL_MS } = options;
  const [thread, setThread] = useState<ThreadState>();
  const [loadError, setLoadError] = useState<string>();
  const [olderError, setOlderError] = useState<string>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const onLoadError = useRef(options.onLoadError);
  useEffect(() => {
    onLoadError.current = options.onLoadError;
  });
  // Answers for a source the page has left (another client opened) are dropped.
  const current = useRef(source);
  useEffect(() => {
    current.current = source;
  });

  const markRead = useCallback(() => {
    // A receipt that fails is sent again with the next poll: nothing to show.
    source.read().catch(() => undefined);
  }, [source]);

  // The thread's client, once loaded: the live events of other threads are not this page's.
  const clientId = useRef<string>(undefined);
  const live = useLiveStatus() === 'live';

  useEffect(() => {
    let alive = true;
    clientId.current = undefined;
    setThread(undefined);
    setLoadError(undefined);
    source.load().then(
      (page) => {
        if (!alive) return;
        clientId.current = page.client_id;
        setThread(fromPage(page));
        markRead();
      },
      (error: unknown) => {
        if (!alive) return;
        if (!onLoadError.current?.(error)) setLoadError(messageOf(error, THREAD_TEXTS.loadFailed));
      },
    );
    return () => {
      alive = false;
    };
  }, [source, markRead]);

  /** The newest page again, merged by id into what is shown (what arrived while the stream was down). */
  const refresh = useCallback(() => {
    source.load().then(
      (page) => {
        if (current.current !== source) return;
        clientId.current = page.client_id;
        setThread((shown) => (shown ? withNewest(shown, page) : fromPage(page)));
        setLoadError(undefined);
        if (page.unread > 0 && document.visibilityState === 'visible') markRead();
      },
      // The next reload tries again; what is shown stays.
      () => undefined,
    );
  }, [source, markRead]);

  useLiveEvents((event: LiveEvent) => {
    if (event.type === 'ready') return refresh();
    if (event.type === 'message' && event.message.client_id === clientId.current) {
      setThread((shown) => (shown ? withSent(shown, event.message) : shown));
      if (event.message.sender_id !== sessionStore.session?.user.id && document.visibilityState === 'visible') markRead();
    } else if (event.type === 'read' && event.client_id === clientId.current) {
      setThread((shown) => (shown ? { ...shown, read: event.read } : shown));
    }
  });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    // The slow poll stands in only while the stream is down.
    const timer = live ? undefined : setInterval(() => document.visibilityState === 'visible' && refresh(), pollMs);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, live, pollMs]);

  const loadOlder = useCallback(async () => {
    const first = thread?.messages[0];
    if (!first) return;
    setLoadingOlder(true);
    setOlderError(undefined);
    try {
      const page = await source.load(first.id);
      if (current.current === source) setThread((shown) => (shown ? withOlder(shown, page) : shown));
    } catch (error) {
      setOlderError(messageOf(error, THREAD_TEXTS.olderFailed));
    } finally {
      setLoadingOlder(false);
    }
  }, [source, thread]);

  /** Sends `body` (with `file`); resolves to the French error to show, or undefined once it is in the thread. */
  const send = useCallback(
    async (body: string, file?: File): Promise<string | undefined> => {
      try {
        const message = await (file ? source.sendFile(body, file) : source.send(body));
        if (current.current === source) setThread((shown) => (shown ? withSent(shown, message) : shown));
        return undefined;
      } catch (error) {
        return messageOf(error, THREAD_TEXTS.sendFailed);
      }
    },
    [source],
  );

  return { thread, loadError, olderError, loadingOlder, loadOlder, send };
}
