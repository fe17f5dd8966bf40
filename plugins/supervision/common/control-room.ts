import { displayStatuses, type DisplayStatus } from '@seodang/plugin-assessment/common';

/** Control-room rules of spec §4 "Control room", §5 and §9. */

/** Users-per-page options. */
export const usersPerPageOptions = [4, 8, 12, 16] as const;
/** Defaults (§9). */
export const controlRoomDefaults = {
  usersPerPage: 12,
  gridColumns: 3,
  sort: 'name',
  mainVideoType: 'webcam',
  targetType: 'all',
} as const;

/** Video types (§9). */
export type VideoType = 'webcam' | 'screen' | 'mobile';
/** Every video type. */
export const videoTypes: readonly VideoType[] = ['webcam', 'screen', 'mobile'];

/** The smallest option at least the user count, or 16 when there are more. */
export function usersPerPageFor(count: number): number {
  return usersPerPageOptions.find((o) => o >= count) ?? 16;
}

/** Choosing the active sort clears it. */
export const toggleSort = (current: string | null, chosen: string): string | null =>
  current === chosen ? null : chosen;

/** A status filter toggles, but the last one cannot be removed. */
export function toggleFilter(active: readonly DisplayStatus[], status: DisplayStatus): DisplayStatus[] {
  if (active.includes(status)) return active.length === 1 ? [...active] : active.filter((s) => s !== status);
  return [...active, status];
}

/** Reset: sort 'name', the default filters (every status), empty keyword. */
export const resetControls = () => ({
  sort: 'name' as string | null,
  filters: [...displayStatuses],
  keyword: '',
});

/** Visible: status in the filters AND (no keyword, or name or e-mail contains it). */
export function isVisible(
  user: { status: DisplayStatus; name: string; email: string },
  filters: readonly DisplayStatus[],
  keyword: string,
): boolean {
  if (!filters.includes(user.status)) return false;
  return !keyword || user.name.includes(keyword) || user.email.includes(keyword);
}

/** Page count: ceiling of visible users over users per page. */
export const pageCount = (visible: number, perPage: number) => Math.ceil(visible / perPage);

/** Paging moves by 1 and only to a page from 1 to the page count; otherwise it stays. */
export function movePage(page: number, delta: 1 | -1, count: number): number {
  const next = page + delta;
  return next >= 1 && next <= count ? next : page;
}

/** If the main type is removed from the active types, the first active type becomes main. */
export function setVideoTypes(active: readonly VideoType[], main: VideoType) {
  return { active: [...active], main: active.includes(main) ? main : (active[0] ?? main) };
}

/** Sorts a copy by name or status (null: as given). */
export function sortUsers<T extends { name: string; status: string }>(
  users: readonly T[],
  sort: string | null,
): T[] {
  if (!sort) return [...users];
  const key = sort === 'status' ? (u: T) => displayStatuses.indexOf(u.status as DisplayStatus) : null;
  return [...users].sort((a, b) => (key ? key(a) - key(b) : 0) || a.name.localeCompare(b.name, 'ko'));
}

/** History panel: opening clears the 'new history' flag; a refetch signal while closed sets it. */
export function historyFlag(
  state: { open: boolean; hasNew: boolean },
  event: 'open' | 'close' | 'refetch',
): { open: boolean; hasNew: boolean } {
  if (event === 'open') return { open: true, hasNew: false };
  if (event === 'close') return { ...state, open: false };
  return state.open ? state : { ...state, hasNew: true };
}

/** Real-time history dropdown keys. */
export const historyFilters = ['ALL', 'ENTER', 'EXIT'] as const;

/** Which empty state the history panel shows. */
export function historyEmptyState(
  total: number,
  afterFilter: number,
  afterSearch: number,
  keyword: string,
): 'EMPTY_RESULT' | 'NO_FILTER_RESULT' | 'NO_SEARCH_RESULT' | null {
  if (total === 0) return 'EMPTY_RESULT';
  if (afterFilter === 0) return 'NO_FILTER_RESULT';
  if (keyword && afterSearch === 0) return 'NO_SEARCH_RESULT';
  return null;
}

/** Notice contents: newlines become line breaks before sending (§5). */
export const noticeHtml = (text: string) => text.replace(/\r?\n/g, '<br>');

/** The live-status search parameter (§5). */
export const liveStatusSearch = (searchType: string, searchQuery: string) => `${searchType}_${searchQuery}`;

/** Focus after a tile click: a plain click focuses that user alone; with Ctrl/⌘ it toggles the user in a multiple focus. */
export function focusAfterClick(focused: readonly number[], userId: number, multiple: boolean): number[] {
  if (!multiple) return [userId];
  return focused.includes(userId) ? focused.filter((x) => x !== userId) : [...focused, userId];
}

/** Shows or hides one video type; at least one stays shown, and the main type follows §4. */
export function toggleVideoType(state: { active: readonly VideoType[]; main: VideoType }, type: VideoType) {
  if (!state.active.includes(type))
    return setVideoTypes(
      videoTypes.filter((v) => v === type || state.active.includes(v)),
      state.main,
    );
  if (state.active.length === 1) return setVideoTypes(state.active, state.main);
  return setVideoTypes(
    state.active.filter((v) => v !== type),
    state.main,
  );
}
