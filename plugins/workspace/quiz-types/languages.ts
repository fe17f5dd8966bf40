import { z } from 'zod';

/** The fifteen language values of §3 (the judge's `LanguageValue`). */
export const languageValue = z.enum([
  'c',
  'cpp',
  'java',
  'python',
  'python3',
  'go',
  'swift',
  'js',
  'ruby',
  'kotlin',
  'scala',
  'objectivec',
  'R',
  'php',
  'csharp',
]);
/** A language value. */
export type LanguageValueName = z.infer<typeof languageValue>;
