import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { requireExaminee } from '../services/exam-access.ts';
import { decide, enforce } from '../services/gate.ts';
import { setMobileConnected } from '../services/mobile-connection.ts';
import { examParams } from './params.ts';

/**
 * The mobile camera's connection, reported by the phone's page (opened from the waiting room's
 * QR code) once its feed publishes and when it goes. The waiting room and the supervisors hear it
 * on their topics as `exam.mobile`.
 */
export function registerMobileRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/exam/:examIndex/mobile-status',
    summary: "The examinee's phone published (or stopped) the mobile camera",
    tags: ['exam', 'video'],
    access: 'user',
    params: examParams,
    body: z.object({ connected: z.boolean() }),
    async handler({ params, body }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      if (body.connected) {
        // A camera may join before the start (waiting room) and while paused, not after the end.
        const d = decide(
          exam,
          await rc.db('assessment_exam_members').where({ exam_id: exam.id, user_id: rc.user!.id }).first(),
          Date.now(),
        );
        if (!d.allowed && (d.reason === 'ended' || d.reason === 'finished')) enforce(d);
      }
      // A goodbye after the server already saw the phone go changes nothing.
      const { exitTimer } = await setMobileConnected(rc, exam, rc.user!.id, body.connected, !body.connected);
      return exitTimer ? { connected: body.connected, exitTimer } : { connected: body.connected };
    },
  });
}
