/** Body of every API error: the French message is what the user is shown. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Validation failures: every issue, first one first. */
  issues?: { path: string; message: string }[];
}

/** `GET /api/config`: settings the web needs at run time (public, no secrets). */
export interface PublicConfig {
  housingGuideUrl: string;
  supportEmail: string;
}
