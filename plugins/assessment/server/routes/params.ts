import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';

/** `:examIndex` in a path. */
export const examParams = z.object({ examIndex: idSchema });

/** ISO or null. */
export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
