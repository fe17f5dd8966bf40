import { z } from 'zod';

/** Query schema for paged lists: `page` from 1, `limit` 1–100 (default 10), optional `search`. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
});

/** A page of results as list endpoints return it. */
export interface Page<T> {
  list: T[];
  totalCount: number;
  page: number;
  limit: number;
}

/** Builds a page from rows and the total count. */
export function pageOf<T>(list: T[], totalCount: number, page: number, limit: number): Page<T> {
  return { list, totalCount, page, limit };
}
