/**
 * An expected API failure: the server answered `{ err: { code, message } }` (spec §7: an error
 * is expected when `err.code` exists). `message` is already in the user's locale.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

/** Codes the client itself produces when no server error body is available. */
export const clientErrorCodes = { network: 'network_error', unexpected: 'unexpected' } as const;

/** Builds the error for a failed response from its status and parsed body (if any). */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const err = (body as { err?: { code?: unknown; message?: unknown } } | null)?.err;
  if (err && typeof err.code === 'string') {
    return new ApiError(err.code, typeof err.message === 'string' ? err.message : fallbackMessage, status);
  }
  return new ApiError(clientErrorCodes.unexpected, fallbackMessage, status);
}

/** True when `error` is an expected API error, optionally with the given code. */
export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
