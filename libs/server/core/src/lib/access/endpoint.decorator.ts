import { applyDecorators, createParamDecorator, type ExecutionContext, HttpCode, RequestMapping, RequestMethod, SetMetadata, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ZodValidationException } from 'nestjs-zod';
import { z } from 'zod';
import { type HasInput, inputOf, type InputOf, type ResponseOf, type RouteDef, summaryOf, VALIDATION } from '@capsuisse/contracts';
import type { JsonText } from '../database/json-text';
import { DomainError } from '../errors/domain-error';
import { ACCESS_KEY } from './access.decorators';

const ROUTE_KEY = 'capsuisse:route';

/** The contract route an `@Endpoint` handler is bound to. */
export const routeOf = (handler: object): RouteDef | undefined => Reflect.getMetadata(ROUTE_KEY, handler) as RouteDef | undefined;

// A file may also be streamed (the web still receives bytes); any body may come as JSON the database composed.
type Body<R extends RouteDef> = (R['file'] extends { mimeType: string } ? ResponseOf<R> | StreamableFile : ResponseOf<R>) | JsonText<ResponseOf<R>>;
type Reply<R extends RouteDef> = Body<R> | Promise<Body<R>>;

/**
 * The handler a route accepts: it returns the route's response type and, when the route takes params,
 * a query or a body, receives them first (`@Input()`), typed as the route's schemas output them.
 */
export type EndpointHandler<R extends RouteDef> = HasInput<R> extends true
  ? (input: InputOf<R>, ...rest: never[]) => Reply<R>
  : (...rest: never[]) => Reply<R>;

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as Record<string, unknown>;
const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => (schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {});

function openApi(route: RouteDef): MethodDecorator[] {
  const docs: MethodDecorator[] = [ApiOperation({ summary: summaryOf(route) })];
  const success = route.status ?? (route.method === 'POST' ? 201 : 200);
  // A file answers with its bytes under its own media type, not JSON.
  const file = route.file && { content: { [route.file.mimeType]: { schema: { type: 'string', format: 'binary' } } } };
  docs.push(ApiResponse({ status: success, description: success === 204 ? 'No content' : 'OK', ...file }));
  const { params, query, body } = inputOf(route);
  if (params || query || body) docs.push(ApiResponse({ status: 400, description: 'Invalid input (French message)' }));
  for (const [name, schema] of Object.entries(shapeOf(params ?? z.object({})))) docs.push(ApiParam({ name, schema: jsonSchema(schema) }));
  for (const [name, schema] of Object.entries(shapeOf(query ?? z.object({})))) {
    docs.push(ApiQuery({ name, required: !schema.safeParse(undefined).success, schema: jsonSchema(schema) }));
  }
  if (route.upload) {
    // The body's text fields travel beside the file, as parts of the same form.
    const { field } = route.upload;
    const fields = Object.fromEntries(Object.entries(shapeOf(body instanceof z.ZodType ? body : z.object({}))).map(([name, schema]) => [name, jsonSchema(schema)]));
    docs.push(
      ApiConsumes('multipart/form-data'),
      ApiBody({ schema: { type: 'object', required: [field], properties: { ...fields, [field]: { type: 'string', format: 'binary' } } } }),
      ApiResponse({ status: 413, description: 'File over 10 MB (French message)' }),
    );
  } else if (body) {
    const schemas = body instanceof z.ZodType ? [body] : Object.values(body.schemas);
    docs.push(ApiBody({ schema: schemas.length === 1 ? jsonSchema(schemas[0]) : { oneOf: schemas.map(jsonSchema) } }));
  }
  const access = route.access;
  if (access.kind === 'public' || access.kind === 'signature') return docs;
  docs.push(ApiBearerAuth(), ApiResponse({ status: 401, description: 'Signed out' }));
  if (access.kind === 'roles') {
    if (access.paid) docs.push(ApiResponse({ status: 402, description: 'Unpaid' }));
    docs.push(ApiResponse({ status: 403, description: `Roles: ${access.roles.join(', ')}` }));
  }
  return docs;
}

/**
 * Binds a handler to its contract entry (libs/contracts `API`): method and path, the access the global
 * guard enforces, the OpenAPI description, and — through the type — the response the handler must return.
 * Controllers carry no path of their own: the contract's path is the whole path under `/api`.
 */
export function Endpoint<R extends RouteDef>(route: R) {
  const decorate = applyDecorators(
    RequestMapping({ path: route.path.slice(1), method: RequestMethod[route.method] }),
    SetMetadata(ROUTE_KEY, route),
    SetMetadata(ACCESS_KEY, route.access),
    ...(route.status ? [HttpCode(route.status)] : []),
    ...openApi(route),
  );
  // Generic in the handler's own type, so it is checked against the route's (a plain descriptor type would be invariant).
  return <H extends EndpointHandler<R>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    decorate(target, key, descriptor);
  };
}

// Control characters (tab and line breaks aside), unpaired surrogates and the bidirectional overrides that
// make a text display other than it reads: no field takes them (PostgreSQL refuses NUL, the others hide).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasForbiddenCharacters(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(hasForbiddenCharacters);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([k, v]) => FORBIDDEN_CHARACTERS.test(k) || hasForbiddenCharacters(v));
  return false;
}

function parse(schema: z.ZodType, value: unknown): unknown {
  if (hasForbiddenCharacters(value)) throw new DomainError('invalid_input', VALIDATION.forbiddenCharacters);
  const result = schema.safeParse(value);
  // The exception filter turns it into a 400 carrying the schema's French messages.
  if (!result.success) throw new ZodValidationException(result.error);
  return result.data;
}

/**
 * The request's params, query and body, parsed by the `@Endpoint` route's schemas (a French 400 otherwise),
 * so services receive typed, trimmed values. Params first, then the query, then the body, as they are read.
 */
export const Input = createParamDecorator((_: unknown, ctx: ExecutionContext): Record<string, unknown> => {
  const route = routeOf(ctx.getHandler());
  if (!route) throw new Error('@Input() used on a handler without @Endpoint');
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const { params, query, body } = inputOf(route);
  const input: Record<string, unknown> = {};
  if (params) input['params'] = parse(params, request.params);
  if (query) input['query'] = parse(query, request.query);
  if (body) {
    // A body that depends on a query value (grant_type): the parsed query picks its schema.
    const schema = body instanceof z.ZodType ? body : body.schemas[String((input['query'] as Record<string, unknown>)[body.by])];
    input['body'] = parse(schema, request.body);
  }
  return input;
});
