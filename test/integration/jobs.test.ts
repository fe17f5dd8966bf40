import test from 'ava';
import { z } from 'zod';
import { defineJob, definePlugin, type PluginManifest } from '@seodang/sdk';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import type { LoadedPlugin } from '@seodang/core';

const manifest = (id: string): PluginManifest => ({
  id,
  apiVersion: 1,
  requires: [],
  optional: [],
  services: [],
});

const greet = defineJob('mailer.greet', z.object({ to: z.string().min(1) }));
const flaky = defineJob<{ failTimes: number }>('mailer.flaky');
const broken = defineJob<Record<string, never>>('mailer.broken');
const tick = defineJob<{ n: number }>('mailer.tick');

const sent: string[] = [];
const attempts: number[] = [];
let ticks = 0;

const mailer: LoadedPlugin = {
  manifest: manifest('mailer'),
  definition: definePlugin({
    id: 'mailer',
    register(env) {
      env.job(greet, async ({ to }, job) => {
        await job.progress(50);
        sent.push(to);
        return { sentTo: to };
      });
      env.job(
        flaky,
        async ({ failTimes }, job) => {
          attempts.push(job.attempt);
          if (job.attempt <= failTimes) throw new Error(`attempt ${job.attempt} failed`);
          return 'ok';
        },
        { attempts: 3, backoffMs: 20 },
      );
      env.job(
        broken,
        () => {
          throw new Error('the directory is down');
        },
        { attempts: 2, backoffMs: 20 },
      );
      env.job(tick, () => void ticks++, { schedule: { everyMs: 150, data: { n: 1 } } });
      env.route({
        method: 'POST',
        path: '/api/mailer/greet',
        summary: 'Queue a greeting',
        access: 'user',
        body: z.object({ to: z.string().max(50) }),
        async handler({ body }, rc) {
          const { id } = await rc.enqueue(greet, { to: body.to }, { jobId: `greet-${body.to}` });
          return { data: { id } };
        },
      });
      env.route({
        method: 'GET',
        path: '/api/mailer/greet/:id',
        summary: 'A greeting job',
        access: 'user',
        params: z.object({ id: z.string().max(200) }),
        handler: async ({ params }, rc) => ({ data: await rc.jobStatus(greet, params.id) }),
      });
    },
  }),
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

test('jobs run once per id, retry with backoff, fail with a reason, and repeat on a schedule', async (t) => {
  const app = await startTestCore({ plugins: [mailer] });
  try {
    await app.createUser({ userId: 'kim' });
    const client = app.client();
    await client.login('kim', testPassword);

    // Queued from a request; the same job id twice (a double click) runs once.
    const first = await client.post('/api/mailer/greet', { to: 'lee' });
    const again = await client.post('/api/mailer/greet', { to: 'lee' });
    t.is(first.body.data.id, 'greet-lee');
    t.is(again.body.data.id, 'greet-lee');
    const status = await until(
      async () => (await client.get('/api/mailer/greet/greet-lee')).body.data,
      (s) => s?.state === 'completed',
    );
    t.like(status, { state: 'completed', progress: 50, attemptsMade: 1, result: { sentTo: 'lee' } });
    t.deepEqual(sent, ['lee']);
    t.is((await client.get('/api/mailer/greet/none')).body.data, null, 'an unknown id has no status');

    // A throw is a failed attempt, retried; the third succeeds.
    const { id } = await app.core.jobs.enqueue(flaky, { failTimes: 2 });
    const done = await until(
      () => app.core.jobs.jobStatus(flaky, id),
      (s) => s?.state === 'completed',
    );
    t.is(done?.result, 'ok');
    t.deepEqual(attempts, [1, 2, 3]);

    // Out of attempts: failed, with the last reason; the process serves on.
    const failing = await app.core.jobs.enqueue(broken, {});
    const failed = await until(
      () => app.core.jobs.jobStatus(broken, failing.id),
      (s) => s?.state === 'failed',
    );
    t.like(failed, { state: 'failed', attemptsMade: 2, failedReason: 'the directory is down' });
    t.is((await client.get('/api/mailer/greet/greet-lee')).status, 200);

    // Data is checked at enqueue; ids are checked too.
    await t.throwsAsync(app.core.jobs.enqueue(greet, { to: '' }));
    await t.throwsAsync(app.core.jobs.enqueue(greet, { to: 'x' }, { jobId: 'a:b' }), { message: /Job id/ });

    // The schedule ticks; a second instance upserts the same scheduler rather than adding one.
    await until(
      async () => ticks,
      (n) => n >= 2,
    );
    t.true(ticks >= 2);
    const other = await app.another();
    try {
      const { Queue } = await import('bullmq');
      const queue = new Queue(tick.name, {
        connection: { url: app.core.config.redisUrl } as never,
        prefix: `${app.core.config.redisPrefix}:jobs`,
      });
      t.is((await queue.getJobSchedulers()).length, 1);
      await queue.close();
    } finally {
      await other.stop();
    }
  } finally {
    await app.stop();
  }
});

test('a job kind is named after its plugin and handled once', (t) => {
  t.throws(() => defineJob('nodot'), { message: /plugin.job-name/ });
  const stray: LoadedPlugin = {
    manifest: manifest('stray'),
    definition: definePlugin({ id: 'stray', register: (env) => env.job(greet, () => undefined) }),
  };
  return t.throwsAsync(startTestCore({ plugins: [stray] }), { message: /must be named 'stray.<job>'/ });
});
