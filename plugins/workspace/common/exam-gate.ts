import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** Why a save or submission is refused. */
export type ExamGateReason = 'not_examinee' | 'not_started' | 'paused' | 'device_lost' | 'ended' | 'finished';

/** The answer of the gate: allowed, or refused with a reason (an AppError code). */
export type ExamGateDecision = { allowed: true } | { allowed: false; reason: ExamGateReason };

/** An examinee's exam clock and state as the server sees it. */
export interface ExamGateState {
  examIndex: number;
  userId: number;
  isPaused: boolean;
  /** Epoch ms of the exam's start and of this examinee's own end (end + extra time + paused time). */
  startAt: number;
  deadline: number;
  extraTime: number;
  finished: boolean;
  /** Ordered quiz references of the exam (quiz ids of the workspace plugin). */
  quizIds: string[];
}

/**
 * What the assessment plugin answers to the workspace about exam answers: the exam window,
 * extra time, pause and finishing are enforced here, on the server.
 */
export interface ExamGate {
  /** May this examinee save an answer now? */
  canSave(userId: number, examIndex: number): Promise<ExamGateDecision>;
  /** May this examinee submit now? (Same rules as saving.) */
  canSubmit(userId: number, examIndex: number): Promise<ExamGateDecision>;
  /** The examinee's clock, or null when the user is not an examinee of the exam. */
  state(userId: number, examIndex: number): Promise<ExamGateState | null>;
  /**
   * The exam in which this user is an examinee and that uses this workspace quiz (the one that
   * started last, when several do), or null. Lets the workspace gate an exam_mode quiz without
   * trusting the browser to name the exam.
   */
  examOf(userId: number, quizId: string): Promise<number | null>;
  /**
   * May this user read this exam quiz (its statement)? Examinees of an exam using it from their
   * start on, that exam's supervisors at any time; nobody else (authors are the workspace's call).
   */
  canRead(userId: number, quizId: string): Promise<boolean>;
  /**
   * The exam or level test this user is an examinee of right now (entered, not finished, window
   * open), or null. `aiExam`: the exam is set up as an AI exam (its own assistant panel), and
   * `assist` then carries its guardrail and prompt limit per examinee.
   */
  activeExamOf(userId: number): Promise<ActiveExam | null>;
}

/** The exam an examinee is in right now. */
export interface ActiveExam {
  examIndex: number;
  aiExam: boolean;
  /** An AI exam's assistant: its guardrail and how many prompts each examinee may ask in it. */
  assist?: { guardrail: 'hints' | 'explanations' | 'fixes'; usageLimit: number };
}

/** The service ref: `rc.service(examGateRef)` in a plugin that lists `assessment` as optional or required. */
export const examGateRef: ServiceRef<ExamGate> = createServiceRef<ExamGate>('assessment.exam-gate');
