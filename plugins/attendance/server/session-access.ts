import type { RequestContext } from '@seodang/sdk';
import { requireLectureManager } from './lecture-access.ts';
import { sessionKind, sessionNotFound, type SessionRow } from './scoped-kinds.ts';

/** The session, found in the request's channel, when the caller manages its lecture (else 404 or 403). */
export async function managedSession(rc: RequestContext, sessionId: number): Promise<SessionRow> {
  const session = await rc.inChannel<SessionRow>(sessionKind, sessionId, sessionNotFound);
  await requireLectureManager(rc, session.lecture_id);
  return session;
}
