import { type Nothing, pathOf, type RequestOf, type ResponseOf, type RouteDef, type UploadedBlob } from '@capsuisse/contracts';
import type { HttpClient } from './http-client';

/** A call's arguments: the request may be left out when everything the route takes is optional. */
export type CallArgs<R extends RouteDef> = Nothing extends RequestOf<R> ? [request?: RequestOf<R>] : [request: RequestOf<R>];

interface AnyRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

// Absent values are left out, and so is an empty query (no trailing `?`).
function queryString(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  return entries.length ? Object.fromEntries(entries.map(([k, v]) => [k, String(v)])) : undefined;
}

/** The file in its field, after the body's text fields (each as a part of its own). */
function multipart(field: string, body: unknown): FormData {
  const { [field]: file, ...fields } = body as Record<string, unknown>;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  const { content, name } = file as UploadedBlob;
  form.append(field, content, name);
  return form;
}

/**
 * Calls one contract route: its method, its path with the params filled in (URI-encoded), its query and
 * body; the response is typed by the route. `token` for signed-in routes.
 */
export function callRoute<R extends RouteDef>(http: HttpClient, route: R, request?: RequestOf<R>, token?: string): Promise<ResponseOf<R>> {
  const { params, query, body } = (request ?? {}) as AnyRequest;
  return http.request<ResponseOf<R>>(route.method, pathOf(route, params), {
    query: queryString(query),
    body: route.upload ? multipart(route.upload.field, body) : body,
    ...(route.file && { file: true }),
    ...(token && { token }),
  });
}
