import { z } from 'zod';

/** `:examIndex` in a path. */
export const examParams = z.object({ examIndex: z.coerce.number().int().positive() });

/** ISO or null. */
export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
