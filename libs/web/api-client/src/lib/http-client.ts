import { apiErrorFromResponse, networkError } from './api-error';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string>;
  /** Bearer token to send; omitted for public endpoints. */
  token?: string;
  /** The answer is a file: its bytes are returned as they came, not parsed as JSON. */
  file?: boolean;
}

/** A thin JSON client over fetch: typed result on 2xx, an ApiError carrying the server's body otherwise. */
export class HttpClient {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchFn: FetchLike,
  ) {}

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A FormData body (file upload) sets its own multipart Content-Type with the boundary.
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;

    let response: Response;
    try {
      response = await this.fetchFn(`${this.baseUrl}${path}${query}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      });
    } catch {
      throw networkError();
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    if (response.status === 204) return undefined as T;
    if (options.file) return new Uint8Array(await response.arrayBuffer()) as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
