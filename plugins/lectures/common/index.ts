/** Shared by the lectures plugin's server and web halves: rules, schemas, categories, messages. */
export * from './constants.ts';
export * from './dates.ts';
export * from './video-url.ts';
export * from './lecture-validation.ts';
export * from './pricing.ts';
export * from './categories.ts';
export * from './lesson.ts';
export * from './curriculum-codes.ts';
export * from './search-tokens.ts';
export { lectureMessages } from './messages.ts';
export * from './list-query.ts';
export * from './save-schema.ts';
export * from './wishing.ts';
