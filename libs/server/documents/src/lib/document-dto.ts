import { isoSql } from '@capsuisse/server-core';

/**
 * The documents `where` selects (rows `f` of `files`) as a JSON array of their DTOs (`DocumentDto`), newest
 * first, composed by the database: each with its review history, newest first, naming the reviewer by email
 * (`emailOf` turns a user id column into the profiles domain's SQL for it). Written once, here: lists send
 * it as it comes, a single document's answer parses it. Rows, not `json_build_object`: PostgreSQL makes them
 * faster, and more compact.
 */
export function documentsJson(where: string, emailOf: (userIdColumn: string) => string): string {
  const history = `select r.document_type, r.verdict, r.note, coalesce(${emailOf('r.reviewer_id')}, '') as reviewer_email, ${isoSql('r.reviewed_at')} as reviewed_at
    from document_reviews r where r.user_id = f.user_id and r.document_type = f.type`;
  // The ISO texts sort as their times do; a client has one document of each type.
  return `(select coalesce(json_agg(d order by d.created_at desc, d.type), '[]') from (
    select f.id, f.user_id, f.type, f.status, f.mime_type, f.size, ${isoSql('f.created_at')} as created_at,
      ${isoSql('f.validation_deadline')} as validation_deadline, ${isoSql('f.reviewed_at')} as reviewed_at, f.reviewer_notes,
      ${isoSql('f.expired_at')} as expired_at, (select coalesce(json_agg(h order by h.reviewed_at desc), '[]') from (${history}) h) as history
    from files f where ${where}
  ) d)`;
}
