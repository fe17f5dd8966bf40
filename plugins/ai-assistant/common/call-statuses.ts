/**
 * How a finished call ended, as the register records it: what the register screen offers as a
 * status filter, and (with `streaming`, a call still running) what the register route accepts.
 */
export const settledCallStatuses = [
  'ok',
  'cancelled',
  'provider_error',
  'rate_limited',
  'timeout',
  'truncated',
  'content_filter',
  'insufficient',
  'refused_exam',
  'refused_quota',
] as const;
