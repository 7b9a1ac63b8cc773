import type { DocumentDto, ReviewEntry } from '@capsuisse/contracts';
import type { DocumentFile } from './document.entity';
import type { DocumentReview } from './document-review.entity';

/** Maps documents with their review history (newest first); `emails` resolves reviewer ids. */
export function toDocumentDtos(documents: DocumentFile[], reviews: DocumentReview[], emails: Map<string, string>): DocumentDto[] {
  const entries = (d: DocumentFile): ReviewEntry[] =>
    reviews
      .filter((r) => r.userId === d.userId && r.documentType === d.type)
      .sort((a, b) => b.reviewedAt.getTime() - a.reviewedAt.getTime())
      .map((r) => ({
        document_type: r.documentType,
        verdict: r.verdict,
        note: r.note,
        reviewer_email: (r.reviewerId && emails.get(r.reviewerId)) || '',
        reviewed_at: r.reviewedAt.toISOString(),
      }));
  return documents.map((d) => ({
    id: d.id,
    user_id: d.userId,
    type: d.type,
    status: d.status,
    mime_type: d.mimeType,
    size: d.size,
    created_at: d.createdAt.toISOString(),
    validation_deadline: d.validationDeadline?.toISOString() ?? null,
    reviewed_at: d.reviewedAt?.toISOString() ?? null,
    reviewer_notes: d.reviewerNotes,
    expired_at: d.expiredAt?.toISOString() ?? null,
    history: entries(d),
  }));
}
