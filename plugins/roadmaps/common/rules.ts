import { z } from 'zod';
import { difficulties } from '@seodang/plugin-lectures/common';

type Difficulty = (typeof difficulties)[number];

/** The list filters of spec §3 "Roadmap": the only two the list accepts. */
export interface RoadmapFilters {
  difficulty: Difficulty | null;
  category: string | null;
}

/** No filter chosen. */
export const noFilters: RoadmapFilters = { difficulty: null, category: null };

/** Spec §4: changing the difficulty to a different value clears the selected category. */
export function withDifficulty(filters: RoadmapFilters, difficulty: Difficulty | null): RoadmapFilters {
  if (difficulty === filters.difficulty) return filters;
  return { difficulty, category: null };
}

/** Choosing a category keeps the difficulty. */
export function withCategory(filters: RoadmapFilters, category: string | null): RoadmapFilters {
  return { ...filters, category };
}

/** Spec §4: only the filters difficulty and category are accepted; anything else is dropped. */
export function acceptedFilters(input: Readonly<Record<string, unknown>>): RoadmapFilters {
  const d = input.difficulty;
  const c = input.category;
  return {
    difficulty:
      typeof d === 'string' && (difficulties as readonly string[]).includes(d) ? (d as Difficulty) : null,
    category: typeof c === 'string' && c.length > 0 && c.length <= 200 ? c : null,
  };
}

/** Spec §4: checking one roadmap unchecks all the others; checking the checked one unchecks it. */
export function toggleChecked(checked: readonly number[], sequence: number): number[] {
  return checked.length === 1 && checked[0] === sequence ? [] : [sequence];
}

/** Spec §8: a failed list or category load resets loading and empties the data. */
export function afterFailedLoad<T>(): { loading: false; list: T[]; totalCount: 0 } {
  return { loading: false, list: [], totalCount: 0 };
}

/** `GET /api/roadmap/list`'s query: the two filters and a page. */
export const roadmapListQuery = z.object({
  difficulty: z.enum(difficulties).optional(),
  category: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `GET /api/roadmap/category/list`'s query: the counts follow the chosen difficulty. */
export const roadmapCategoryQuery = z.object({ difficulty: z.enum(difficulties).optional() });

/** Roadmaps per page of the list. */
export const roadmapPageSize = 12;
