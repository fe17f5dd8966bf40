import type { MessageType } from './template-input.ts';

/** The send history's sort orders; the spec's default is the newest send first. */
export const historySortTypes = ['send-time-desc', 'send-time-asc'] as const;
export type HistorySortType = (typeof historySortTypes)[number];

/** Where a search looks: the spec's 'none' (no search yet), the subject/title or a recipient's name. */
export const historySearchModes = ['none', 'subject', 'recipient'] as const;
export type HistorySearchMode = (typeof historySearchModes)[number];

/** The history list's state, with the spec's field names (`selecteSequenceArr` spelt so). */
export interface HistoryListState {
  isSearch: boolean;
  searchKeyword: string;
  searchFilter: MessageType;
  searchMode: HistorySearchMode;
  sortType: HistorySortType;
  page: number;
  limitItemCount: number;
  limitCount: number;
  selecteSequenceArr: number[];
  dataLength: number;
}

/** The spec's defaults: 10 a page from page 1, newest first, no search. */
export function initialHistoryState(searchFilter: MessageType): HistoryListState {
  return {
    isSearch: false,
    searchKeyword: '',
    searchFilter,
    searchMode: 'none',
    sortType: 'send-time-desc',
    page: 1,
    limitItemCount: 10,
    limitCount: 0,
    selecteSequenceArr: [],
    dataLength: 0,
  };
}

/** The number of page links: ceil(dataLength / limitItemCount), at most 5. */
export const pageLinkCount = (dataLength: number, limitItemCount: number): number =>
  Math.min(5, Math.ceil(dataLength / limitItemCount));

/** A row's checkbox: adds its sequence, or takes it out when it is chosen already. */
export const toggleSequence = (chosen: number[], sequence: number): number[] =>
  chosen.includes(sequence) ? chosen.filter((s) => s !== sequence) : [...chosen, sequence];

/**
 * 'Select all': clears the choice when it is as large as the rows shown, else chooses them all
 * (the spec's rule compares the sizes only).
 */
export const selectAllSequences = (chosen: number[], shown: number[]): number[] =>
  chosen.length === shown.length ? [] : [...shown];
