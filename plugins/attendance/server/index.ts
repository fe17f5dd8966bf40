import { definePlugin } from '@seodang/sdk';
import { attendanceMessages } from '../common/index.ts';
import { registerAttendanceChannelSettings } from './channel-settings.ts';
import { provideAttendanceRates } from './attendance-rates.ts';
import { provideAttendanceMarks } from './attendance-marks.ts';
import { startAttendanceRedis, stopAttendanceRedis } from './redis.ts';
import { registerCheckInRoutes } from './routes/check-in.ts';
import { registerCodeRoutes } from './routes/code.ts';
import { registerExportRoutes } from './routes/export.ts';
import { registerMyRoutes } from './routes/my.ts';
import { registerRecordRoutes } from './routes/records.ts';
import { registerSessionRoutes } from './routes/sessions.ts';
import { registerSchedule } from './schedule.ts';
import { registerSessionKind } from './scoped-kinds.ts';
import { seedAttendance } from './seed.ts';
import { registerAttendanceServiceImpact } from './service-impact.ts';
import { registerDisplayTopic, setTopicServices } from './topics.ts';

/**
 * Attendance by rotating code: a lecture's sessions, a code that changes every few seconds on the
 * teacher's display, learners' check-ins (present or late, flagged when suspicious), the close
 * that marks the rest absent, the teacher's edits and the export.
 */
export const plugin = definePlugin({
  id: 'attendance',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(attendanceMessages);
    registerAttendanceChannelSettings(env);
    registerAttendanceServiceImpact(env);
    registerSessionKind(env);
    registerSessionRoutes(env);
    registerCodeRoutes(env);
    registerCheckInRoutes(env);
    registerRecordRoutes(env);
    registerExportRoutes(env);
    registerMyRoutes(env);
    registerDisplayTopic(env);
    registerSchedule(env);
    provideAttendanceRates(env);
    provideAttendanceMarks(env);
  },
  async start(ctx) {
    startAttendanceRedis(ctx.config);
    setTopicServices(ctx);
  },
  async stop() {
    await stopAttendanceRedis();
  },
  seed: seedAttendance,
});
