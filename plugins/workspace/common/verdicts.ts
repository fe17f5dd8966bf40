import type { JudgeStatus } from './outcome.ts';

/**
 * The judge's per-test verdicts as people read them, ko/en/ja: the one table of the product. The
 * workspace's result panel reads it through its i18n namespace ('verdict.*'); other plugins (the
 * exam report) import it from `@seodang/plugin-workspace/common`.
 */
export const judgeVerdictLabels: Record<'ko' | 'en' | 'ja', Record<JudgeStatus, string>> = {
  ko: {
    ACCEPTED: '통과',
    WRONG_ANSWER: '오답',
    TIMEOUT: '시간 초과',
    MEMORY_LIMIT: '메모리 초과',
    RUNTIME_ERROR: '런타임 에러',
    OUTPUT_SIZE: '출력 크기 초과',
    COMPILE_ERROR: '컴파일 에러',
    INTERNAL_ERROR: '채점 실패',
    SKIPPED: '건너뜀',
  },
  en: {
    ACCEPTED: 'Passed',
    WRONG_ANSWER: 'Wrong answer',
    TIMEOUT: 'Time limit exceeded',
    MEMORY_LIMIT: 'Memory limit exceeded',
    RUNTIME_ERROR: 'Runtime error',
    OUTPUT_SIZE: 'Output limit exceeded',
    COMPILE_ERROR: 'Compile error',
    INTERNAL_ERROR: 'Grading failed',
    SKIPPED: 'Skipped',
  },
  ja: {
    ACCEPTED: '合格',
    WRONG_ANSWER: '不正解',
    TIMEOUT: '時間制限超過',
    MEMORY_LIMIT: 'メモリ制限超過',
    RUNTIME_ERROR: 'ランタイムエラー',
    OUTPUT_SIZE: '出力制限超過',
    COMPILE_ERROR: 'コンパイルエラー',
    INTERNAL_ERROR: '採点失敗',
    SKIPPED: 'スキップ',
  },
};

/** How a verdict or outcome reads at a glance: passed, partly, failed, or neither yet (grading, by hand, private, skipped). */
export type VerdictTone = 'pass' | 'partial' | 'fail' | 'neutral';

const neutral = new Set(['SKIPPED', 'PENDING', 'MANUAL', 'HIDDEN']);

/** The tone of a per-test verdict (ACCEPTED…) or a submission outcome (RIGHT, WRONG…). */
export function verdictTone(code: string): VerdictTone {
  if (code === 'ACCEPTED' || code === 'RIGHT') return 'pass';
  if (code === 'PARTIAL') return 'partial';
  return neutral.has(code) ? 'neutral' : 'fail';
}

/** A verdict's label in a language (ko when the language is not one of ours); an unknown code stays as it is. */
export function judgeVerdictLabel(code: string, language: string): string {
  const table = judgeVerdictLabels[language.slice(0, 2) as 'ko' | 'en' | 'ja'] ?? judgeVerdictLabels.ko;
  return table[code as JudgeStatus] ?? code;
}
