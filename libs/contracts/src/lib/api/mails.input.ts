import { mailsQuerySchema } from '../mails.schemas';
import { idParams } from './ids';
import type { InputsOf } from './route';
import type { mailRoutes } from './mails';

export const mailInput = {
  list: { query: mailsQuerySchema },
  resend: { params: idParams },
} satisfies InputsOf<typeof mailRoutes>;
