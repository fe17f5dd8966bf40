// The code tab: the class's quiz, its learners' saved code for the hosts, and the code a host shows to all.
import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';
import { maxLearners } from './index.ts';

/** `PUT /api/live/{meetingIndex}/quiz`: the class's quiz (a published, non-exam quiz of its lecture), or none. */
export const classQuizInput = z.object({ quizIndex: idSchema.nullable() }).strict();

/** `PUT /api/live/{meetingIndex}/code`: the learner whose code every participant sees, or nobody. */
export const shownCodeInput = z.object({ shownUserId: idSchema.nullable() }).strict();

/**
 * `GET /api/live/{meetingIndex}/code?users=1,2`: whose code to read, comma-separated, at most a
 * class's learners. Left out: a learner reads their own and the shown one; a host reads none.
 */
export const codeQuery = z.object({
  users: z
    .string()
    .max(400)
    .optional()
    .transform((s): (string | number)[] => (s ? s.split(',') : []))
    .pipe(z.array(idSchema).max(maxLearners, 'live-class.validation.code_users'))
    .transform((ids) => [...new Set(ids)]),
});

/** The class's quiz as the code tab shows it. */
export interface ClassQuizInfo {
  index: number;
  title: string;
  type: string;
}

/** `GET /api/live/{meetingIndex}/quiz`. */
export interface CodeTabState {
  quiz: ClassQuizInfo | null;
  /** The learner whose code a host shows to everyone, or null. */
  shownUserId: number | null;
  /** For hosts: the quizzes the class may take (the lecture's published quizzes outside exams). */
  choices: ClassQuizInfo[];
}

/** One learner's saved code for the class's quiz. */
export interface LearnerCode {
  userObjectId: number;
  name: string;
  /** The workspace's saved version (0: nothing saved yet). */
  version: number;
  /** The quiz type's answer (a code quiz's `{ language, files }`), or null before the first save. */
  answer: unknown;
  updatedAt: string | null;
}

/** `GET /api/live/{meetingIndex}/code`. */
export interface ClassCode {
  quizIndex: number | null;
  shownUserId: number | null;
  list: LearnerCode[];
}

/** Realtime events of the code tab. */
export const codeEvents = {
  /** On `live:{n}`: the class's quiz or the shown learner changed (`{ quiz, shownUserId }`). */
  quiz: 'live.quiz',
  /** On `live:{n}`: the shown learner saved (`{ shownUserId, version }`). */
  shownSaved: 'live.shown-code-saved',
  /** On `live:{n}:hosts`: a learner saved (`{ userObjectId, version }`), ids only. */
  saved: 'live.code-saved',
} as const;

/** The realtime topic only a class's hosts hear: learners' saves. */
export const liveHostsTopic = (meetingIndex: number): string => `live:${meetingIndex}:hosts`;

/** The text of an answer for a card: a code quiz's files one after another, another answer as JSON. */
export function answerText(answer: unknown): string {
  const files = (answer as { files?: { name: string; content: string }[] } | null)?.files;
  if (Array.isArray(files))
    return files.length === 1 ? files[0]!.content : files.map((f) => `# ${f.name}\n${f.content}`).join('\n');
  return answer === null || answer === undefined ? '' : JSON.stringify(answer, null, 2);
}
