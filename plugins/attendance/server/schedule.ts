import { defineJob, type RegisterEnv, type StartContext } from '@seodang/sdk';
import { rosterRef } from '@seodang/plugin-lectures/roster';
import { codeStore } from './code-store.ts';
import type { SessionRow } from './scoped-kinds.ts';
import { closeSession, displayTopic } from './sessions.ts';

/** Every minute: scheduled sessions whose start came open, sessions past their close time close. */
export const attendanceSweep = defineJob<Record<string, never>>('attendance.sweep');

/** One pass of the sweep (also what the test calls); answers how many sessions it opened and closed. */
export async function sweepSessions(
  ctx: StartContext,
  now = new Date(),
): Promise<{ opened: number; closed: number }> {
  const due = (await ctx
    .db('attendance_sessions')
    .whereNot({ state: 'closed' })
    .where('start_at', '<=', now)
    .select('*')) as SessionRow[];
  let opened = 0;
  let closed = 0;
  for (const s of due) {
    const closesAt = new Date(s.start_at).getTime() + s.duration_minutes * 60_000;
    if (closesAt <= now.getTime()) {
      const learners = await ctx.service(rosterRef).learners(s.lecture_id);
      await closeSession(
        ctx.db,
        s.id,
        learners.map((l) => l.userId),
      );
      await codeStore.retire(s);
      await ctx.publish(displayTopic(s.id), 'closed', {});
      closed += 1;
    } else if (s.state === 'scheduled') {
      await ctx
        .db('attendance_sessions')
        .where({ id: s.id, state: 'scheduled' })
        .update({ state: 'open', opened_at: now, updated_at: ctx.db.fn.now() });
      opened += 1;
    }
  }
  return { opened, closed };
}

/** Registers the sweep on core's jobs (one tick a minute however many instances run). */
export function registerSchedule(env: RegisterEnv): void {
  env.job(attendanceSweep, (_data, _job, ctx) => sweepSessions(ctx), {
    attempts: 3,
    concurrency: 1,
    schedule: { everyMs: 60_000, data: {} },
  });
}
