import { z } from 'zod';
import { difficulties, searchSorts } from './constants.ts';
import { idSchema } from '@seodang/sdk/common';

/**
 * Filters of the lecture lists and of `/search` (spec §2: sort=accuracy and page=1 by default;
 * `category` is `first` or `first.second`).
 */
export const lectureListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(12),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(120).optional(),
  sort: z.enum(searchSorts).default('accuracy'),
  price: z.enum(['all', 'free', 'paid']).default('all'),
  difficulty: z.enum(difficulties).optional(),
  tag: z.string().trim().max(30).optional(),
  owner: idSchema.optional(),
});

/** Parsed list filters. */
export type LectureListQuery = z.output<typeof lectureListQuery>;
