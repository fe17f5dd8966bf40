import { z } from 'zod';
import { definePlugin, AppError } from '@seodang/sdk';

export const plugin = definePlugin({
  id: 'hello',
  register(env) {
    // declare only; nothing runs yet
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages({
      ko: { 'hello.error.shy': '부끄러워요' },
      en: { 'hello.error.shy': 'Too shy' },
      ja: { 'hello.error.shy': '恥ずかしい' },
    });
    env.route({
      method: 'POST',
      path: '/api/hello',
      summary: 'Say hello',
      access: 'user',
      body: z.object({ name: z.string().trim().min(1).max(20) }),
      async handler({ body }, rc) {
        if (body.name === 'nobody') throw new AppError(400, 'shy', 'hello.error.shy');
        const [row] = await rc
          .db('hello_greetings')
          .insert({ user_id: rc.user!.id, channel_id: rc.channel?.index ?? null, name: body.name })
          .returning('*');
        await rc.publish(`user:${rc.user!.id}`, 'hello.greeted', { name: body.name });
        rc.status(201);
        return { data: { index: row.id } };
      },
    });
  },
  async start(_ctx) {
    /* registries are locked; services of other plugins are available */
  },
  async stop() {
    /* on shutdown, in reverse order */
  },
  async seed(_ctx) {
    /* idempotent Korean demo data for `npm start` */
  },
});
