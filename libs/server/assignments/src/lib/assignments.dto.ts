import { createZodDto } from 'nestjs-zod';
import { assignmentSchema } from '@capsuisse/contracts';

export class AssignmentDto extends createZodDto(assignmentSchema) {}
