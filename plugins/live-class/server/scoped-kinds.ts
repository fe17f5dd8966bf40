import type { Knex, RegisterEnv } from '@seodang/sdk';

/** The scoped kind of a class: `rc.inChannel(meetingKind, id)` finds one in the request's channel. */
export const meetingKind = 'live-meeting';

/** A class as its table keeps it. */
export interface MeetingRow {
  id: number;
  channel_id: number | null;
  lecture_id: number | null;
  name: string;
  use_record: boolean;
  creator_id: number | null;
  status: 'wait' | 'live' | 'ended';
  meeting_uid: string;
  janus_room: string;
  janus_pin: string;
  current_user_count: number;
  max_user_count: number;
  start_at: Date;
  duration_minutes: number;
  started_at: Date | null;
  ended_at: Date | null;
  use_audio: boolean;
  use_video: boolean;
  use_mic_locked: boolean;
  use_video_locked: boolean;
  main_user_id: number | null;
}

/** The classes of one channel (`channelIndex` null: the public site). */
export function meetingsIn(db: Knex, channelIndex: number | null): Knex.QueryBuilder {
  return db('live_meetings').whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0]);
}

/** Registers the kind: an id of another channel is left out, so it answers exactly like a missing one. */
export function registerMeetingKind(env: RegisterEnv): void {
  env.scopedKind<MeetingRow>({
    kind: meetingKind,
    async find(db, ids, channelIndex) {
      return (await meetingsIn(db, channelIndex).whereIn('id', ids)) as MeetingRow[];
    },
  });
}
