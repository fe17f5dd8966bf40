/**
 * The name of the quiz type `entry` for teachers, per language: given to `defineQuizType` and to
 * `defineWebQuizType` (the type picker and the quiz lists). A file of its own, so the web entry that
 * every page loads does not pull in the schemas.
 */
export const entryLabel = {
  ko: '엔트리 (블록 코딩)',
  en: 'Entry (block coding)',
  ja: 'エントリー（ブロックコーディング）',
};
