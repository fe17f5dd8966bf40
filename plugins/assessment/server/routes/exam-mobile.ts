import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { examineeTopic, supervisorsTopic } from '../../common/index.ts';
import { requireExaminee } from '../services/exam-access.ts';
import { decide, enforce } from '../services/gate.ts';
import { reportDevices } from '../services/device-report.ts';
import { examParams } from './params.ts';

/**
 * The mobile camera's connection, reported by the phone's page (opened from the waiting room's
 * QR code) once its feed publishes and when it goes. The waiting room and the supervisors hear it
 * on their topics as `exam.mobile`.
 */
export function registerMobileRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST', path: '/api/exam/:examIndex/mobile-status', summary: 'The examinee\'s phone published (or stopped) the mobile camera', tags: ['exam', 'video'], access: 'user',
    params: examParams, body: z.object({ connected: z.boolean() }),
    async handler({ params, body }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      const where = { exam_id: exam.id, user_id: rc.user!.id };
      if (body.connected) {
        // A camera may join before the start (waiting room) and while paused, not after the end.
        const d = decide(exam, await rc.db('assessment_exam_members').where(where).first(), Date.now());
        if (!d.allowed && (d.reason === 'ended' || d.reason === 'finished')) enforce(d);
      }
      const [row] = await rc.db('assessment_exam_members').where(where).update({ mobile_connected_at: body.connected ? rc.db.fn.now() : null }).returning('exam_status');
      await rc.publish(examineeTopic(exam.id, rc.user!.id), 'exam.mobile', { connected: body.connected });
      await rc.publish(supervisorsTopic(exam.id), 'exam.mobile', { userId: rc.user!.id, connected: body.connected });
      // During the exam a lost phone is a lost device: the exitTimer and the video status follow.
      if (row?.exam_status === 'ENTERED' && exam.devices.mobile !== 'off') {
        const { exitTimer } = await reportDevices(rc, exam, rc.user!.id, { mobile: !body.connected });
        return { connected: body.connected, exitTimer };
      }
      return { connected: body.connected };
    },
  });
}
