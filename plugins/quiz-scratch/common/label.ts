/**
 * The name of the quiz type `scratch` for teachers, per language: given to `defineQuizType` and to
 * `defineWebQuizType` (the type picker and the quiz lists). A file of its own, so the web entry that
 * every page loads does not pull in the schemas.
 */
export const scratchLabel = { ko: 'Scratch', en: 'Scratch', ja: 'Scratch' };
