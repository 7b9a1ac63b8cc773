import type { z } from 'zod';
import type { Role } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Who may call a route. The API's global guard enforces it; the web picks public or signed-in calls by it. */
export type RouteAccess =
  | { kind: 'public' }
  /** No session: the URL's own signature and expiry are the authorisation. */
  | { kind: 'signature' }
  | { kind: 'signed-in' }
  /** `denied`: the French text of the 403 when the spec gives one for this space (default: API_ERRORS.forbidden). */
  | { kind: 'roles'; roles: readonly Role[]; paid: boolean; denied?: string };

// Role declarations name a ROLE_SETS entry (roles.ts), never a hand-written list.
export const PUBLIC = { kind: 'public' } as const satisfies RouteAccess;
export const SIGNED_IN = { kind: 'signed-in' } as const satisfies RouteAccess;
export const rolesOf = (roles: readonly Role[]) =>
  ({ kind: 'roles', roles, paid: false }) as const satisfies RouteAccess;
/** Roles with the spec's own refusal text for everyone else (the axel space: spec §6). */
export const rolesWithDenial = (roles: readonly Role[], denied: string) =>
  ({ kind: 'roles', roles, paid: false, denied }) as const satisfies RouteAccess;
/** A client feature behind the payment gate: 402 while `has_paid` is false. */
export const paidRolesOf = (roles: readonly Role[]) =>
  ({ kind: 'roles', roles, paid: true }) as const satisfies RouteAccess;

declare const RESPONSE: unique symbol;
/** The response type, carried by the type only (nothing at run time). */
export interface ResponseMarker<T> {
  readonly [RESPONSE]: T;
}
export const returns = <T>(): ResponseMarker<T> => ({}) as ResponseMarker<T>;

/** A body whose schema depends on one query value (`POST /auth/token?grant_type=`). */
export interface BodyPer<K extends string = string, M extends Record<string, z.ZodType> = Record<string, z.ZodType>> {
  readonly by: K;
  readonly schemas: M;
}
export const bodyPer = <K extends string, M extends Record<string, z.ZodType>>(by: K, schemas: M): BodyPer<K, M> => ({
  by,
  schemas,
});

/**
 * What the API parses a route's request with. Apart from the route (api/<group>.input.ts, joined to it in
 * api/inputs.ts) so that the web, which calls routes by method and path, never loads zod for them; the
 * route's type still carries these schemas' types (`RequestOf`).
 */
export interface RouteInput {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | BodyPer;
}

/** A group's inputs: a key of the group's routes each, only for routes that take something. */
export type InputsOf<G> = { [K in keyof G]?: RouteInput };

declare const INPUT: unique symbol;
/** A route with its input's types (nothing at run time), as `API` gives it. */
export type WithInput<R, I> = R & { readonly [INPUT]?: I };

/** One endpoint, once: the API binds its handler to it and the web calls through it. */
export interface RouteDef {
  method: HttpMethod;
  /** Relative to `/api`, with `:name` parameters (each one a key of `params`). */
  path: `/${string}`;
  access: RouteAccess;
  /** A multipart upload: the file travels in this form field; the API reads and checks it by content. */
  upload?: { field: string };
  /** The response is a file of this type (bytes, not JSON); the web receives it as a `Uint8Array`. */
  file?: { mimeType: string };
  /** When not Nest's default (200, POST 201). */
  status?: 200 | 201 | 204;
  response: ResponseMarker<unknown>;
  readonly [INPUT]?: RouteInput;
}

export const route = <const R extends RouteDef>(def: R): R => def;

type Simplify<T> = { [K in keyof T]: T[K] };
/** What an empty request is: checking `Nothing extends T` asks whether every field of T may be left out. */
export type Nothing = Record<string, never>;
interface NoInput {
  params?: undefined;
  query?: undefined;
  body?: undefined;
}
/** The route's input schemas' types. */
type In<R extends RouteDef> = [Exclude<R[typeof INPUT], undefined>] extends [never]
  ? NoInput
  : Exclude<R[typeof INPUT], undefined>;
type Optional<T, Key extends string> = Nothing extends T ? { [P in Key]?: T } : { [P in Key]: T };
type ParamsPart<R extends RouteDef, IO extends 'in' | 'out'> = In<R>['params'] extends z.ZodType
  ? { params: IO extends 'in' ? z.input<In<R>['params']> : z.output<In<R>['params']> }
  : unknown;
// A caller may leave out a query whose fields are all optional; the handler always receives one (parsed from `{}`).
type QueryPart<R extends RouteDef, IO extends 'in' | 'out'> = In<R>['query'] extends z.ZodType
  ? IO extends 'in'
    ? Optional<z.input<In<R>['query']>, 'query'>
    : { query: z.output<In<R>['query']> }
  : unknown;
// The query's other fields, beside the one that picks the body's schema.
type QueryRest<R extends RouteDef, K extends string, IO extends 'in' | 'out'> = In<R>['query'] extends z.ZodType
  ? Omit<IO extends 'in' ? z.input<In<R>['query']> : z.output<In<R>['query']>, K>
  : unknown;
// One case per query value: the body's type follows the value sent (a refresh token with grant_type=password does not compile).
type QueryAndBodyPart<R extends RouteDef, IO extends 'in' | 'out'> =
  In<R>['body'] extends BodyPer<infer K, infer M>
    ? {
        [G in keyof M & string]: {
          query: QueryRest<R, K, IO> & Record<K, G>;
          body: IO extends 'in' ? z.input<M[G]> : z.output<M[G]>;
        };
      }[keyof M & string]
    : QueryPart<R, IO> &
        (In<R>['body'] extends z.ZodType
          ? { body: IO extends 'in' ? z.input<In<R>['body']> : z.output<In<R>['body']> }
          : unknown) &
        (IO extends 'in'
          ? R['upload'] extends { field: infer F extends string }
            ? { body: Record<F, UploadedBlob> }
            : unknown
          : unknown);

/** A file the web sends in a multipart upload. */
export interface UploadedBlob {
  content: Blob;
  name: string;
}

/** What a caller sends (schemas' input types). */
export type RequestOf<R extends RouteDef> = Simplify<ParamsPart<R, 'in'> & QueryAndBodyPart<R, 'in'>>;
/** What a handler receives once the schemas parsed the request (their output types). */
export type InputOf<R extends RouteDef> = Simplify<ParamsPart<R, 'out'> & QueryAndBodyPart<R, 'out'>>;
export type ResponseOf<R extends RouteDef> = R['response'] extends ResponseMarker<infer T> ? T : never;
/** Whether a route takes anything at all besides the caller. */
export type HasInput<R extends RouteDef> =
  Nothing extends RequestOf<R> ? (keyof RequestOf<R> extends never ? false : true) : true;

/** The path with its parameters filled in (each one URI-encoded). */
export function pathOf(def: RouteDef, params: Record<string, unknown> = {}): string {
  return def.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
