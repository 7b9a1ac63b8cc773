import { isoSql } from '@capsuisse/server-core';

/**
 * A document's DTO (`DocumentDto`) as JSON the database composes from its `files` row `f`: its review history
 * newest first, each with the reviewer's email (`emailOf` turns a user id column into the profiles domain's
 * SQL for it). Written once, here: lists send it as it comes, a single document's answer parses it.
 */
export function documentJson(emailOf: (userIdColumn: string) => string): string {
  return `json_build_object('id', f.id, 'user_id', f.user_id, 'type', f.type, 'status', f.status, 'mime_type', f.mime_type, 'size', f.size,
    'created_at', ${isoSql('f.created_at')}, 'validation_deadline', ${isoSql('f.validation_deadline')}, 'reviewed_at', ${isoSql('f.reviewed_at')},
    'reviewer_notes', f.reviewer_notes, 'expired_at', ${isoSql('f.expired_at')}, 'history', (
      select coalesce(json_agg(json_build_object('document_type', r.document_type, 'verdict', r.verdict, 'note', r.note,
        'reviewer_email', coalesce(${emailOf('r.reviewer_id')}, ''), 'reviewed_at', ${isoSql('r.reviewed_at')}) order by r.reviewed_at desc), '[]')
      from document_reviews r where r.user_id = f.user_id and r.document_type = f.type))`;
}
