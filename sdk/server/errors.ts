/**
 * An expected failure. Core turns it into `{ err: { code, message } }` with `status`,
 * translating `messageKey` (a catalogue key or a literal text) into the caller's locale.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: string;
  readonly params: Record<string, unknown>;
  readonly details?: unknown;
  /**
   * Further fields of `err` a spec names beside code and message (e.g. commerce's
   * `couponErrorCode`); they never replace `code`, `message` or `fields`.
   */
  readonly extra?: Readonly<Record<string, string | number | boolean | null>>;
  constructor(
    status: number,
    code: string,
    messageKey?: string,
    params: Record<string, unknown> = {},
    details?: unknown,
    extra?: Readonly<Record<string, string | number | boolean | null>>,
  ) {
    super(messageKey ?? `error.${code}`);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.messageKey = messageKey ?? `error.${code}`;
    this.params = params;
    this.details = details;
    this.extra = extra;
  }
}

/** 404 with the shared 'not found' message. */
export const notFound = (code = 'not_found', messageKey = 'error.not_found') =>
  new AppError(404, code, messageKey);
/** 403 with the shared 'forbidden' message. */
export const forbidden = (code = 'forbidden', messageKey = 'error.forbidden') =>
  new AppError(403, code, messageKey);
/** 401: the caller must log in. */
export const unauthenticated = () => new AppError(401, 'unauthenticated');
/** 400 for a rule broken in the domain (not a schema failure). */
export const badRequest = (code: string, messageKey: string, params?: Record<string, unknown>) =>
  new AppError(400, code, messageKey, params);
