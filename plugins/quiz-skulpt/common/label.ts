/**
 * The name of the quiz type `skulpt` for teachers, per language: given to `defineQuizType` and to
 * `defineWebQuizType` (the type picker and the quiz lists). A file of its own, so the web entry that
 * every page loads does not pull in the schemas.
 */
export const skulptLabel = { ko: 'Skulpt', en: 'Skulpt', ja: 'Skulpt' };

/** The name of the quiz type `glowscript` (a VPython subset drawn in 3D), per language. */
export const glowscriptLabel = {
  ko: 'GlowScript (VPython)',
  en: 'GlowScript (VPython)',
  ja: 'GlowScript（VPython）',
};
