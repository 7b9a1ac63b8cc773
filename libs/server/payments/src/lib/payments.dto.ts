import { createZodDto } from 'nestjs-zod';
import { checkoutRequestSchema, verifyRequestSchema } from '@capsuisse/contracts';

export class CheckoutDto extends createZodDto(checkoutRequestSchema) {}
export class VerifyDto extends createZodDto(verifyRequestSchema) {}
