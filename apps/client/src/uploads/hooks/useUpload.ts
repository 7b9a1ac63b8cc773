import { useCallback, useState } from 'react';
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, RELOAD_AFTER_ACTION_MS, type DocumentType } from '@capsuisse/contracts';
import { api, ApiError } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';
import { usePaymentGate } from './usePaymentGate';

export const UPLOAD_TOASTS = {
  uploaded: { title: 'Document uploadé', description: 'Votre accompagnateur va le vérifier sous 48 heures ouvrées' },
  replaced: { title: 'Document remplacé', description: 'Votre accompagnateur va vérifier la nouvelle version' },
  failed: "Erreur d'upload",
} as const;

/** The server refuses these anyway; checking first saves sending 10 MB for nothing. */
function localError(file: File): string | null {
  if (file.size === 0) return DOCUMENT_ERRORS.empty;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_ERRORS.tooLarge;
  return null;
}

/** Uploads or replaces one document, with the toasts of spec §8 and a reload 500 ms after success. */
export function useUpload(onDone: () => Promise<void>) {
  const [uploading, setUploading] = useState<DocumentType | null>(null);
  const toast = useToast();
  const paymentGate = usePaymentGate();

  const upload = useCallback(
    async (type: DocumentType, file: File, replacing: boolean) => {
      const refused = localError(file);
      if (refused) {
        toast.error(UPLOAD_TOASTS.failed, refused);
        return;
      }
      setUploading(type);
      try {
        await api.documents.upload(type, file, file.name);
        toast.success(replacing ? UPLOAD_TOASTS.replaced : UPLOAD_TOASTS.uploaded);
        setTimeout(() => void onDone(), RELOAD_AFTER_ACTION_MS);
      } catch (error) {
        if (!paymentGate(error)) toast.error(UPLOAD_TOASTS.failed, error instanceof ApiError ? error.message : undefined);
      } finally {
        setUploading(null);
      }
    },
    [toast, paymentGate, onDone],
  );

  return { upload, uploading };
}
