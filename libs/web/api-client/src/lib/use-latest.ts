import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads with `load` whenever it changes (or `reload` is called); only the answer to the latest call is
 * kept, so an earlier, slower answer never overwrites a newer one.
 */
export function useLatest<T>(load: () => Promise<T>, onError: (error: unknown) => void) {
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const call = ++latest.current;
    setLoading(true);
    load().then(
      (result) => {
        if (call !== latest.current) return;
        setData(result);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (call !== latest.current) return;
        setFailed(true);
        setLoading(false);
        onErrorRef.current(error);
      },
    );
  }, [load, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, failed, loading, reload };
}
