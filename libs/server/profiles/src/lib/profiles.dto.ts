import { createZodDto } from 'nestjs-zod';
import { profileUpdateSchema } from '@capsuisse/contracts';

export class ProfileUpdateDto extends createZodDto(profileUpdateSchema) {}
