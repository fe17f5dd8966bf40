import { z } from 'zod';
import QRCode from 'qrcode';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import type { DisplayCode } from '../../common/index.ts';
import { codeStore } from '../code-store.ts';
import { managedSession } from '../session-access.ts';
import { displayTopic } from '../sessions.ts';

/** `GET /api/attendance/sessions/{id}/code`: the code the display shows now. */
export function registerCodeRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/attendance/sessions/:id/code',
    summary: "The open session's current code, its QR and when it rotates (server time)",
    tags: ['attendance'],
    access: 'user',
    params: z.object({ id: idSchema }),
    async handler({ params }, rc) {
      const session = await managedSession(rc, params.id);
      if (session.state === 'closed')
        throw new AppError(409, 'session_closed', 'attendance.error.session_closed');
      if (session.state !== 'open')
        throw new AppError(409, 'session_not_open', 'attendance.error.session_not_open');
      const shown = await codeStore.current(session);
      const url = `${rc.origin}/attendance/${shown.code}`;
      const display: DisplayCode = {
        sessionId: session.id,
        code: shown.code,
        url,
        qr: await QRCode.toDataURL(url, { margin: 1, width: 480, errorCorrectionLevel: 'M' }),
        serverTime: Date.now(),
        rotatesAt: shown.rotatesAt,
        intervalSeconds: session.code_interval_seconds,
      };
      rc.header('cache-control', 'no-store');
      // Every display of the session follows the code as it is made, whichever display asked.
      if (shown.minted) await rc.publish(displayTopic(session.id), 'code', display);
      return { data: display };
    },
  });
}
