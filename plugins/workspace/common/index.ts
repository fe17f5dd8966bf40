/** Shared schemas, rules and messages of the workspace (server and web). */
export * from './messages.ts';
export * from './statuses.ts';
export * from './quiz-schemas.ts';
export * from './editor-settings.ts';
export * from './guide-anchor.ts';
export * from './quiz-context.ts';
export * from './outcome.ts';
export * from './locked-code.ts';
export * from './web-page.ts';
export * from './verdicts.ts';
export * from './lesson-quizzes.ts';
