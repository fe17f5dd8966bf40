import type { RequestContext } from '@seodang/sdk';
import { requireLectureManager } from './lecture-access.ts';
import { sessionKind, sessionNotFound, type SessionRow } from './scoped-kinds.ts';

/** The session, found in the request's channel, when the caller manages its lecture (else 404 or 403). */
export async function managedSession(rc: RequestContext, sessionId: number): Promise<SessionRow> {
  const session = await rc.inChannel<SessionRow>(sessionKind, sessionId, sessionNotFound);
  await requireLectureManager(rc, session.lecture_id);
  return session;
}

/** The address of this channel's site, as the request reached it (the QR's and the mail's links). */
export function originOf(rc: RequestContext): string {
  const request = rc.raw as { protocol: string; host: string };
  return `${request.protocol}://${request.host}`;
}
