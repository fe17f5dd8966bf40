import { z } from 'zod';
import { idSchema, optionalIdSchema } from '@seodang/sdk/common';

/**
 * §7's query `indexes[lecture]=…&indexes[lesson]=…` as the server receives it: the query string
 * is read flat, so each bracketed name is its own key (and the OpenAPI document names them so).
 */
export const lessonIndexesQuery = z.object({
  'indexes[lecture]': idSchema,
  'indexes[lesson]': idSchema,
});

/** `GET /api/{ai}/settings`: indexes optional (without them: the provider and, for an admin, the channel). */
export const settingsIndexesQuery = z.object({
  'indexes[lecture]': optionalIdSchema,
  'indexes[lesson]': optionalIdSchema,
  'indexes[quiz]': optionalIdSchema,
});

/** The indexes of a flat query. */
export const indexesOf = (q: Record<string, number | undefined>) => ({
  lecture: q['indexes[lecture]'],
  lesson: q['indexes[lesson]'],
  quiz: q['indexes[quiz]'],
});
