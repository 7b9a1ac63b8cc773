import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ZodValidationException } from 'nestjs-zod';
import { API_ERRORS, signupSchema, VALIDATION } from '@capsuisse/contracts';
import { ApiExceptionFilter } from './api-exception.filter';
import { Errors } from './domain-error';

describe('ApiExceptionFilter.toBody', () => {
  const filter = new ApiExceptionFilter();

  it('gives the first zod issue in French, with every issue', () => {
    const result = signupSchema.safeParse({ email: 'nope' });
    const body = filter.toBody(new ZodValidationException(result.error));
    expect(body.statusCode).toBe(400);
    expect(body.message).toBe(VALIDATION.emailFormat);
    expect(body.issues?.length).toBeGreaterThan(1);
  });

  it('maps typed domain errors to their status', () => {
    expect(filter.toBody(Errors.paymentRequired())).toEqual({ statusCode: 402, error: 'Payment Required', message: API_ERRORS.paymentRequired });
    expect(filter.toBody(Errors.invalidCredentials()).statusCode).toBe(401);
  });

  it('replaces Nest and Fastify English texts with French ones', () => {
    expect(filter.toBody(new NotFoundException('Cannot GET /api/x')).message).toBe(API_ERRORS.notFound);
    expect(filter.toBody(new ForbiddenException()).message).toBe(API_ERRORS.forbidden);
    expect(filter.toBody(new BadRequestException('Body is not valid JSON'))).toMatchObject({ statusCode: 400, message: API_ERRORS.badRequest });
  });

  it('turns a unique violation into 409 and anything unknown into a French 500', () => {
    expect(filter.toBody(new UniqueConstraintViolationException(new Error('dup'))).statusCode).toBe(409);
    expect(filter.toBody(new Error('boom'))).toEqual({ statusCode: 500, error: 'Internal Server Error', message: API_ERRORS.internal });
  });

  it('answers a French 503 when PostgreSQL or Redis cannot be reached, a 500 for other driver errors', () => {
    const unavailable = { statusCode: 503, error: 'Service Unavailable', message: API_ERRORS.unavailable };
    expect(filter.toBody(new DriverException(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toEqual(unavailable);
    expect(filter.toBody(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toEqual(unavailable);
    expect(filter.toBody(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toEqual(unavailable);
    expect(filter.toBody(new Error('Connection terminated unexpectedly'))).toEqual(unavailable);
    expect(filter.toBody(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toEqual(unavailable);
    expect(filter.toBody(Object.assign(new Error('syntax error'), { code: '42601' })).statusCode).toBe(500);
  });

  it('keeps Fastify client errors as 4xx', () => {
    expect(filter.toBody(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 })).statusCode).toBe(400);
  });
});
