/**
 * The names of this plugin's quiz types for teachers, per language: given to `defineQuizType` and
 * to `defineWebQuizTypes` (the type picker and the quiz lists). A file of its own, so the web entry
 * that every page loads does not pull in the schemas.
 */
export const arduinoLabel = { ko: '아두이노', en: 'Arduino', ja: 'Arduino' };

/** The `microbit` type's name for teachers, per language. */
export const microbitLabel = { ko: '마이크로비트', en: 'micro:bit', ja: 'micro:bit' };
