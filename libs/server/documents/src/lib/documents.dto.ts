import { createZodDto } from 'nestjs-zod';
import { rejectSchema } from '@capsuisse/contracts';

export class RejectDto extends createZodDto(rejectSchema) {}
