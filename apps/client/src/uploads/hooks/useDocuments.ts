import { useCallback, useEffect, useState } from 'react';
import type { DocumentDto } from '@capsuisse/contracts';
import { api, type ApiError } from '@capsuisse/web-api-client';

export interface DocumentsState {
  documents: DocumentDto[] | undefined;
  error: ApiError | undefined;
  reload: () => Promise<void>;
}

/** The client's own current documents (`GET /api/documents`), each with its review history. */
export function useDocuments(): DocumentsState {
  const [documents, setDocuments] = useState<DocumentDto[]>();
  const [error, setError] = useState<ApiError>();

  const reload = useCallback(async () => {
    try {
      setDocuments(await api.documents.list());
      setError(undefined);
    } catch (e) {
      setError(e as ApiError);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { documents, error, reload };
}
