import { z } from 'zod';

/**
 * Curriculum content-type codes (spec §3 "Lesson"): Korean lesson-phase names map to #A01–#A05,
 * #E01–#E06 and @@@1–@@@6. The spec does not give the mapping, so it is configuration: this is
 * the default, and a channel's admin (the site admin for the public site) may replace it.
 */
export const curriculumCodes = [
  '#A01',
  '#A02',
  '#A03',
  '#A04',
  '#A05',
  '#E01',
  '#E02',
  '#E03',
  '#E04',
  '#E05',
  '#E06',
  '@@@1',
  '@@@2',
  '@@@3',
  '@@@4',
  '@@@5',
  '@@@6',
] as const;
export type CurriculumCode = (typeof curriculumCodes)[number];

/** The default phase-name → code mapping. */
export const defaultCurriculumCodeMap: Readonly<Record<string, CurriculumCode>> = {
  도입: '#A01',
  '학습 목표': '#A02',
  '개념 학습': '#A03',
  정리: '#A04',
  '형성 평가': '#A05',
  '예제 실습': '#E01',
  '따라 하기': '#E02',
  '스스로 해보기': '#E03',
  '응용 문제': '#E04',
  '심화 문제': '#E05',
  프로젝트: '#E06',
  퀴즈: '@@@1',
  '코딩 테스트': '@@@2',
  '서술형 평가': '@@@3',
  '동료 평가': '@@@4',
  과제: '@@@5',
  '보충 자료': '@@@6',
};

/** The code of a phase name under a mapping (the default when none is given), or null. */
export function curriculumCodeOf(
  phase: string | null | undefined,
  map: Readonly<Record<string, string>> = defaultCurriculumCodeMap,
): string | null {
  if (!phase) return null;
  return map[phase.trim()] ?? null;
}

/** Whether a mapping only uses the spec's codes. */
export function isValidCurriculumMap(map: Readonly<Record<string, string>>): boolean {
  return Object.values(map).every((code) => (curriculumCodes as readonly string[]).includes(code));
}

/** One row of a channel's mapping: a lesson-phase name and its code. */
export const curriculumEntrySchema = z.object({
  phase: z
    .string()
    .trim()
    .min(1, 'lectures.validation.curriculumPhase')
    .max(30, 'lectures.validation.curriculumPhase'),
  code: z.enum(curriculumCodes, { message: 'lectures.validation.curriculumCode' }),
});
export type CurriculumEntry = z.infer<typeof curriculumEntrySchema>;

/** A whole mapping as an admin saves it: each phase name once (several names may share a code). */
export const curriculumMapSchema = z.object({
  entries: z
    .array(curriculumEntrySchema)
    .min(1, 'lectures.validation.curriculumEmpty')
    .max(100, 'lectures.validation.curriculumTooMany')
    .refine(
      (entries) => new Set(entries.map((e) => e.phase)).size === entries.length,
      'lectures.validation.curriculumDuplicate',
    ),
});

/** The rows of a mapping, in the order they were written. */
export const entriesOf = (map: Readonly<Record<string, string>>): CurriculumEntry[] =>
  Object.entries(map).map(([phase, code]) => ({ phase, code: code as CurriculumCode }));

/** A mapping from its rows. */
export const mapOf = (entries: readonly CurriculumEntry[]): Record<string, CurriculumCode> =>
  Object.fromEntries(entries.map((e) => [e.phase, e.code]));
