import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@capsuisse/web-api-client';
import type { ConversationSource } from './sources';
import { THREAD_TEXTS } from './texts';
import { fromPage, type ThreadState, withNewest, withOlder, withSent } from './thread-state';

/** Until the thread is live, how often an open, visible page asks for new messages. */
export const POLL_MS = 10_000;

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * One thread as a page shows it: loaded and marked read on open, polled while the page is visible (marked
 * read again when something unread arrived), older pages on demand, and sending.
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

  useEffect(() => {
    let alive = true;
    setThread(undefined);
    setLoadError(undefined);
    source.load().then(
      (page) => {
        if (!alive) return;
        setThread(fromPage(page));
        markRead();
      },
      (error: unknown) => {
        if (!alive) return;
        if (!onLoadError.current?.(error)) setLoadError(messageOf(error, THREAD_TEXTS.loadFailed));
      },
    );

    const poll = () => {
      if (document.visibilityState !== 'visible') return;
      source.load().then(
        (page) => {
          if (!alive) return;
          setThread((shown) => (shown ? withNewest(shown, page) : fromPage(page)));
          setLoadError(undefined);
          if (page.unread > 0) markRead();
        },
        // The next poll tries again; what is shown stays.
        () => undefined,
      );
    };
    const timer = setInterval(poll, pollMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [source, pollMs, markRead]);

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

  /** Sends `body`; resolves to the French error to show, or undefined once it is in the thread. */
  const send = useCallback(
    async (body: string): Promise<string | undefined> => {
      try {
        const message = await source.send(body);
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
