/**
 * The assessment-only variant overrides some words (spec §1): 'student' becomes 'examinee'.
 * Screens say `$t(common:term.student)` and get the right word in either variant.
 */
export const assessmentOnlyTerms = {
  ko: { student: '응시자', students: '응시자들' },
  en: { student: 'examinee', students: 'examinees' },
  ja: { student: '受験者', students: '受験者' },
} as const;
