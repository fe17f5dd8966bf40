/**
 * An expected API failure: the server answered `{ err: { code, message } }` (spec §7: an error
 * is expected when `err.code` exists). `message` is already in the user's locale.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Every failing field of a validation error (`err.fields`), messages already localized. */
  readonly fields: readonly ApiFieldError[];

  constructor(code: string, message: string, status: number, fields: readonly ApiFieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  /** The message for one field, by its path without the `body.` prefix (e.g. 'email'). */
  fieldMessage(field: string): string | undefined {
    return this.fields.find((f) => f.path === field || f.path === `body.${field}`)?.message;
  }
}

/** One field of a validation error: `path` like 'body.email', `message` in the user's locale. */
export interface ApiFieldError {
  path: string;
  message: string;
}

/** Codes the client itself produces when no server error body is available. */
export const clientErrorCodes = { network: 'network_error', unexpected: 'unexpected' } as const;

/** Builds the error for a failed response from its status and parsed body (if any). */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const err = (body as { err?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.err;
  if (err && typeof err.code === 'string') {
    const fields = Array.isArray(err.fields)
      ? err.fields.filter(
          (f): f is ApiFieldError => typeof f?.path === 'string' && typeof f?.message === 'string',
        )
      : [];
    return new ApiError(
      err.code,
      typeof err.message === 'string' ? err.message : fallbackMessage,
      status,
      fields,
    );
  }
  return new ApiError(clientErrorCodes.unexpected, fallbackMessage, status);
}

/** True when `error` is an expected API error, optionally with the given code. */
export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
