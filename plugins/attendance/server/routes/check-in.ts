import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { checkInInput, codeSchema } from '../../common/index.ts';
import { checkIn } from '../check-in.ts';
import { claimTtlMs, issueClaim } from '../claims.ts';
import { codeStore } from '../code-store.ts';
import { displayTopic } from '../sessions.ts';

/** `POST /api/attendance/check-in` and the logged-out visitor's claim. */
export function registerCheckInRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/attendance/check-in',
    summary: 'Check in with the code on the screen (a second check-in answers the existing record)',
    tags: ['attendance'],
    access: 'user',
    body: checkInInput,
    bodyLimit: '4kb',
    async handler({ body }, rc) {
      const result = await checkIn(rc, body.code, body.claim);
      if (result.created) await rc.publish(displayTopic(result.sessionId), 'checked-in', {});
      rc.status(result.created ? 201 : 200);
      return { data: result };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/attendance/claim',
    summary: "A logged-out visitor's code, checked on arrival and kept for 5 minutes through login",
    tags: ['attendance'],
    access: 'public',
    // A visitor who is no member yet (logged out) arrives here from the QR.
    channelPublic: true,
    rateLimit: { perAddress: 60, windowSeconds: 60 },
    body: z.object({ code: codeSchema }),
    bodyLimit: '1kb',
    async handler({ body }, rc) {
      const channelId = rc.channel?.index ?? null;
      const found = await codeStore.lookup(channelId, body.code);
      if (!found) throw new AppError(404, 'code_unknown', 'attendance.error.code_unknown');
      if (!found.live) throw new AppError(400, 'code_expired', 'attendance.error.code_expired');
      const arrivedAt = Date.now();
      const claim = await issueClaim({ channelId, sessionId: found.sessionId, code: body.code, arrivedAt });
      return { data: { claim, expiresAt: new Date(arrivedAt + claimTtlMs).toISOString() } };
    },
  });
}
