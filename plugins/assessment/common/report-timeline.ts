/**
 * One incident of an examinee's report timeline: access history (kind 'access' with its type),
 * integrity signals (paste, focus, blur, visible, hidden, faces), 'ipChange', 'submission' and
 * 'recording', all on one clock.
 */
export interface TimelineEntry {
  at: string;
  kind: string;
  type?: string;
  quizId?: string | null;
  ip?: string | null;
  data?: Record<string, unknown>;
}
