/**
 * PostgreSQL errors that only input can cause (SQLSTATE class 22 "data exception" and
 * 54000 "program limit exceeded"): a value out of a column's range, text that is not a number,
 * a NUL or a bad byte sequence, a string past its column, a query too large to run.
 * Each one means a route's schema lacks a bound; the caller still deserves a 400, not a 500.
 */
const inputStates = new Set([
  '22003', // numeric_value_out_of_range
  '22P02', // invalid_text_representation
  '22021', // character_not_in_repertoire (invalid byte sequence, e.g. NUL)
  '22P05', // untranslatable_character (\u0000 in jsonb)
  '22001', // string_data_right_truncation
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '54000', // program_limit_exceeded
]);

/** The SQLSTATE of a pg error, also when objection or knex wrapped it. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; nativeError?: { code?: unknown } } | null;
  const code = e?.nativeError?.code ?? e?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The SQLSTATE when the error is a database refusal of the request's input, else undefined. */
export function databaseInputError(error: unknown): string | undefined {
  const state = sqlState(error);
  return state && inputStates.has(state) ? state : undefined;
}

/**
 * Two transactions that wanted each other's rows (40P01 deadlock_detected) or a serializable
 * transaction that lost (40001 serialization_failure): PostgreSQL rolled one back, nothing of it
 * was written, and the same request sent again succeeds. The caller gets a 409 that says so.
 */
export function databaseConflict(error: unknown): string | undefined {
  const state = sqlState(error);
  return state === '40P01' || state === '40001' ? state : undefined;
}
