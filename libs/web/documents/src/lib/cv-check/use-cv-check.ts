import { useEffect, useState } from 'react';
import type { CvCheckDto } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';

/** While the job reads the CV: asked again every 2 s, 6 times at most (the check takes well under a second). */
export const CV_CHECK_POLL_MS = 2_000;
export const CV_CHECK_POLLS = 6;

export interface CvCheckState {
  /** Null until the first answer. */
  check: CvCheckDto | null;
  /** The last call failed (nothing shown as a verdict). */
  error: boolean;
  /** Still `en_cours` and more polls to come. */
  polling: boolean;
}

/** The checklist of a CV's current version, or nothing when `documentId` is null (not a CV); a new version asks again. */
export function useCvCheck(documentId: string | null, version: string): CvCheckState {
  const [state, setState] = useState<CvCheckState>({ check: null, error: false, polling: documentId !== null });

  useEffect(() => {
    if (!documentId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ check: null, error: false, polling: true });
    const ask = async (attempt: number) => {
      try {
        const check = await api.documents.cvCheck(documentId);
        if (stopped) return;
        const again = check.status === 'en_cours' && attempt < CV_CHECK_POLLS;
        setState({ check, error: false, polling: again });
        if (again) timer = setTimeout(() => void ask(attempt + 1), CV_CHECK_POLL_MS);
      } catch {
        if (!stopped) setState({ check: null, error: true, polling: false });
      }
    };
    void ask(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [documentId, version]);

  return state;
}
