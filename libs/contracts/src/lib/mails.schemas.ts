import { z } from 'zod';
import { pageQuery } from './api/paging';
import { MAIL_ERRORS, MAIL_STATUSES, MAILS_PAGE_SIZE_DEFAULT, MAILS_PAGE_SIZE_MAX } from './mails';

/** `?status=&page=&page_size=`: without a status, every mail, newest first. */
export const mailsQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: MAIL_ERRORS.status }).optional(),
  ...pageQuery(MAILS_PAGE_SIZE_DEFAULT, MAILS_PAGE_SIZE_MAX),
});
export type MailsQuery = z.input<typeof mailsQuerySchema>;
