import type { RegisterEnv } from '@seodang/sdk';
import { answerSaved } from '@seodang/plugin-workspace/server-refs';
import { liveTopic } from '../common/index.ts';
import { codeEvents, liveHostsTopic } from '../common/code-tab.ts';

/**
 * A learner's save in the workspace, for each running class of theirs working on that quiz: its
 * hosts hear who saved (ids only, on the hosts' topic) and fetch that card's code when it is on
 * their screen; when it is the learner a host shows to all, everyone in the class hears it.
 */
export function registerCodeSaved(env: RegisterEnv): void {
  env.on(answerSaved, async (saved, ctx) => {
    const classes = (await ctx
      .db('live_class_quizzes as q')
      .join('live_meetings as m', 'm.id', 'q.meeting_id')
      .join('live_participants as p', 'p.meeting_id', 'q.meeting_id')
      .where({ 'q.quiz_index': saved.quizIndex, 'm.status': 'live' })
      .whereRaw('coalesce(m.channel_id, 0) = ?', [saved.channelId ?? 0])
      .where({ 'p.user_id': saved.userId, 'p.user_type': 'attendee' })
      .whereNull('p.kicked_at')
      .select('q.meeting_id', 'q.shown_user_id')) as { meeting_id: number; shown_user_id: number | null }[];
    for (const c of classes) {
      const data = { userObjectId: saved.userId, version: saved.version };
      await ctx.publish(liveHostsTopic(c.meeting_id), codeEvents.saved, data);
      if (c.shown_user_id === saved.userId)
        await ctx.publish(liveTopic(c.meeting_id), codeEvents.shownSaved, data);
    }
  });
}
