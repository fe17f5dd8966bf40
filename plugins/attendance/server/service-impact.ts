import type { Knex, RegisterEnv } from '@seodang/sdk';
import { serviceImpactPoint } from '@seodang/sdk';

/**
 * What switching ATTENDANCE off takes from a channel: its sessions and records stay, but no one
 * checks in any more and an open session's display stops (named, so the admin can wait for it).
 */
export function registerAttendanceServiceImpact(env: RegisterEnv): void {
  env.messages({
    ko: {
      'attendance.impact.sessions': '출석 세션 {count}개와 그 기록',
      'attendance.impact.open': '지금 출석을 받는 세션 {count}개',
    },
    en: {
      'attendance.impact.sessions': '{count} attendance session(s) and their records',
      'attendance.impact.open': '{count} session(s) taking attendance now',
    },
    ja: {
      'attendance.impact.sessions': '出席セッション {count}件とその記録',
      'attendance.impact.open': '今出席を受け付けているセッション {count}件',
    },
  });
  env.extensionPoint(serviceImpactPoint)?.register({
    service: 'ATTENDANCE',
    async impact(db: Knex, channelId: number) {
      const [counts] = await db('attendance_sessions')
        .where({ channel_id: channelId })
        .select(
          db.raw('count(*)::int AS sessions'),
          db.raw("count(*) FILTER (WHERE state = 'open')::int AS open"),
        );
      const lines = [];
      if (counts.sessions)
        lines.push({ key: 'attendance.impact.sessions', params: { count: counts.sessions } });
      if (counts.open) lines.push({ key: 'attendance.impact.open', params: { count: counts.open } });
      return { lines };
    },
  });
}
