/**
 * The assessment-only variant overrides some words (spec §1): 'student' becomes 'examinee'.
 * Screens say `$t(common:term.student)` and get the right word in either variant.
 */
export const assessmentOnlyTerms = {
  ko: { student: '응시자', students: '응시자들' },
  en: { student: 'examinee', students: 'examinees' },
  ja: { student: '受験者', students: '受験者' },
} as const;

/** The recruitment variant (spec §1 wording contexts): 'student' becomes 'applicant'. */
export const recruitmentTerms = {
  ko: { student: '지원자', students: '지원자들' },
  en: { student: 'applicant', students: 'applicants' },
  ja: { student: '応募者', students: '応募者' },
} as const;

/** The words a wording variant overrides, per language. */
export type ContextTerms = Record<'ko' | 'en' | 'ja', { student: string; students: string }>;

/**
 * The words a channel's type overrides: an assessment channel says examinee, a recruitment
 * channel (a company's or a career office's hiring channel) says applicant; other channels none.
 */
export function contextTermsOf(channelType: string | null | undefined): ContextTerms | null {
  if (channelType === 'assessment') return assessmentOnlyTerms;
  if (channelType === 'recruitment') return recruitmentTerms;
  return null;
}
