import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column, where every id of the product lives. */
export const maxId = 2_147_483_647;

/**
 * An id in a path, query or body: a positive integer within the `integer` column's range.
 * Strings of digits are accepted (paths and queries are text); anything else, a fraction, zero,
 * a negative number or a number past the column's range is a 400, never a database error.
 * Use it for every id a route takes, then resolve the id inside the request's channel.
 */
export const idSchema = z
  .union([z.number(), z.string().regex(/^\s*\d{1,16}\s*$/, { message: 'validation.id' })], {
    message: 'validation.id',
  })
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ message: 'validation.id' })
      .min(1, { message: 'validation.id' })
      .max(maxId, { message: 'validation.id' }),
  );

/** An id that may be absent (optional query filters). */
export const optionalIdSchema = idSchema.optional();

/**
 * The id of a job queued with `rc.enqueueInChannel` as a route takes it (path or query): `c`, the
 * channel's index (0 for the public site), `-` and 16 random characters. A malformed one is a
 * 400; a well-formed one of another channel is resolved by `rc.channelJobStatus` as not found.
 */
export const channelJobIdSchema = z
  .string()
  .regex(/^c\d{1,10}-[A-Za-z0-9_-]{16}$/, { message: 'validation.id' });
