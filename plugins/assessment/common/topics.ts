/** Realtime topics of an exam (ARCHITECTURE §6). */

/** Supervisors (and admins) of the exam: every examinee change. */
export const supervisorsTopic = (examIndex: number) => `exam:${examIndex}:supervisors`;
/** One examinee (and the supervisors): actions aimed at that examinee. */
export const examineeTopic = (examIndex: number, userId: number) => `exam:${examIndex}:user:${userId}`;
/** Every examinee of the exam: actions aimed at all (one publish instead of one per examinee). */
export const examineesTopic = (examIndex: number) => `exam:${examIndex}:examinees`;
/** Subscribed only by the examinee's phone page while its camera publishes: the phone's presence. */
export const mobileTopic = (examIndex: number) => `exam:${examIndex}:mobile`;

/** Events published to examinees. */
export type ExamineeEvent =
  'exam.pause' | 'exam.resume' | 'exam.extra-time' | 'exam.notice' | 'exam.reload' | 'exam.identification';
/** Events published to supervisors. */
export type SupervisorEvent =
  'exam.status' | 'exam.history' | 'exam.signal' | 'exam.paused' | 'exam.extra-time';
