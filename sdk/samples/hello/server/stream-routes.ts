import { z } from 'zod';
import { AppError, sendEventStream, type RegisterEnv } from '@seodang/sdk';

/** A streamed answer: checks throw JSON errors first, then each event is flushed as it is made. */
export function registerStreamRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/hello/countdown',
    summary: 'Count down, one event a second',
    access: 'user',
    body: z.object({ from: z.number().int().min(1).max(10) }),
    async handler({ body }, rc) {
      await sendEventStream(rc, async (stream) => {
        if (body.from === 7) throw new AppError(400, 'unlucky'); // nothing sent yet: a JSON 400
        for (let n = body.from; n > 0 && !stream.signal.aborted; n--) {
          stream.send('tick', { n }); // opens the 200 on the first event
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        stream.send('done', {}); // false (no throw) when the client already left
      });
    },
  });
}
