import type { DocumentDto, ReviewEntry } from '@capsuisse/contracts';
import type { DocumentFile } from './document.entity';
import type { DocumentReview } from './document-review.entity';

/** The fields a document's DTO shows: an entity, or a lean row read for a list. */
export const DOCUMENT_DTO_FIELDS = ['id', 'userId', 'type', 'status', 'mimeType', 'size', 'createdAt', 'validationDeadline', 'reviewedAt', 'reviewerNotes', 'expiredAt'] as const;
export type DocumentFields = Pick<DocumentFile, (typeof DOCUMENT_DTO_FIELDS)[number]>;

/** The fields a history entry shows. */
export const REVIEW_DTO_FIELDS = ['userId', 'documentType', 'verdict', 'note', 'reviewerId', 'reviewedAt'] as const;
export type ReviewFields = Pick<DocumentReview, (typeof REVIEW_DTO_FIELDS)[number]>;

/** The items by key, each group in the items' order (Map.groupBy arrives with Node 21). */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/** Who reviewed, once each. */
export const reviewerIdsOf = (reviews: readonly ReviewFields[]): string[] => [...new Set(reviews.flatMap((r) => (r.reviewerId ? [r.reviewerId] : [])))];

/** Maps documents with their review history (newest first); `emails` resolves reviewer ids. */
export function toDocumentDtos(documents: readonly DocumentFields[], reviews: readonly ReviewFields[], emails: Map<string, string>): DocumentDto[] {
  // Grouped once by client and type: a coach's list maps hundreds of documents against hundreds of reviews.
  const newestFirst = [...reviews].sort((a, b) => b.reviewedAt.getTime() - a.reviewedAt.getTime());
  const historyOf = groupBy(newestFirst, (r) => `${r.userId}/${r.documentType}`);
  const entries = (d: DocumentFields): ReviewEntry[] =>
    (historyOf.get(`${d.userId}/${d.type}`) ?? []).map((r) => ({
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
