/** Body of every API error: the French message is what the user is shown. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Validation failures: every issue, first one first. */
  issues?: { path: string; message: string }[];
}
