import { api } from '@seodang/sdk/web';
import type { Guardrail } from '../../common/settings.ts';

/** `GET exams/{examIndex}/assist`: whether this exam is an AI exam, and the examinee's counter. */
export interface ExamAssist {
  enabled: boolean;
  guardrail: Guardrail;
  usage: { currentUsage: number; usageLimit: number };
}

/** One prompt of an AI exam (`GET exams/{examIndex}/prompts`), refused attempts included. */
export interface ExamPrompt {
  responseId: string;
  at: string;
  /** Null once the retention period forgot the texts (the register keeps the row). */
  prompt: string | null;
  answer: string | null;
  /** The register's status (`ok`, `refused_exam`, `refused_quota`, `provider_error`…). */
  status: string;
  guardrail: Guardrail | null;
  withheld: boolean;
}

/** The `ai.prompt` event on the exam supervisors' topic. */
export interface LiveExamPrompt {
  examIndex: number;
  userId: number;
  responseId: string;
  prompt: string;
  status: string;
  answer?: string | null;
  at: string;
}

/** The realtime event a prompt arrives as. */
export const livePromptEvent = 'ai.prompt';

/** A status that says the examinee was refused (no answer given). */
export const isRefused = (status: string) => status.startsWith('refused_');

/** The AI exam's routes under `base` (`/api/{ai}`). */
export function examAiApi(base: string) {
  return {
    assist: (examIndex: number) =>
      api.get<{ data: ExamAssist }>(`${base}/exams/${examIndex}/assist`).then((r) => r.data),
    promptUrl: (examIndex: number) => `${base}/exams/${examIndex}/prompt`,
    prompts: (examIndex: number, userId: number) =>
      api.get<{ data: ExamPrompt[] }>(`${base}/exams/${examIndex}/prompts`, { userId }).then((r) => r.data),
  };
}
