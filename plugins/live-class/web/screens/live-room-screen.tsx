import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  Loading,
  isApiError,
  showToast,
  usePageTitle,
  useRealtimeTopic,
} from '@seodang/sdk/web';
import { liveEvents, liveTopic, type DeviceMode, type Meeting } from '../../common/index.ts';
import { liveApi } from '../api.ts';
import { DeviceCheck, type ClassOff, type DeviceChoice } from '../room/device-check.tsx';
import { RoomView } from '../room/room-view.tsx';
import '../live.css';

/**
 * `/live/{meetingIndex}`: the pre-join check, then the waiting screen until the class starts, then
 * the room; an ended class says so.
 */
export default function LiveRoomScreen() {
  const { t } = useTranslation('live-class');
  const index = Number(useParams().meetingIndex);
  const client = useQueryClient();
  const [devices, setDevices] = useState<DeviceChoice | null>(null);
  const query = useQuery({
    queryKey: ['live', index],
    queryFn: () => liveApi.meeting(index),
    enabled: Number.isSafeInteger(index) && index > 0,
  });
  usePageTitle(query.data?.name ?? t('title'));
  useRealtimeTopic(query.data ? liveTopic(index) : null, (event, data) => {
    if (event === liveEvents.status) void client.invalidateQueries({ queryKey: ['live', index] });
    if (event === liveEvents.name)
      client.setQueryData<Meeting>(['live', index], (m) =>
        m ? { ...m, name: (data as { name: string }).name } : m,
      );
    if (event === liveEvents.deviceMode)
      client.setQueryData<Meeting>(['live', index], (m) =>
        m ? { ...m, deviceMode: data as DeviceMode } : m,
      );
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const meeting = query.data;
  if (meeting.status === 'ended')
    return (
      <div className="sd-container" data-testid="live-ended">
        <h1>{meeting.name}</h1>
        <p role="status">{t('ended')}</p>
        {meeting.recording.state !== 'none' ? (
          <p>
            <Link to={`/live/${meeting.index}/recording`} data-testid="live-ended-recording">
              {t('playback.link')}
            </Link>
          </p>
        ) : null}
      </div>
    );
  if (!devices) {
    // A learner enters with what the class's device mode says (hosts with what they choose).
    const mode = meeting.deviceMode;
    const off = (on: boolean, locked: boolean): ClassOff =>
      meeting.userType !== 'attendee' ? null : locked ? 'locked' : on ? null : 'off';
    return (
      <DeviceCheck
        useRecord={meeting.useRecord}
        classOff={{
          mic: off(mode.useAudio, mode.useMicLocked),
          camera: off(mode.useVideo, mode.useVideoLocked),
        }}
        onDone={setDevices}
      />
    );
  }
  if (meeting.status === 'wait') return <Waiting meeting={meeting} />;
  return (
    <div className="lc-page">
      <h1 className="lc-page__title">{meeting.name}</h1>
      <RoomView meeting={meeting} devices={devices} />
    </div>
  );
}

function Waiting({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('live-class');
  const client = useQueryClient();
  const start = async () => {
    try {
      const started = await liveApi.start(meeting.index);
      client.setQueryData(['live', meeting.index], started);
    } catch (error) {
      showToast(isApiError(error) ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <section
      className="sd-container sd-card lc-waiting"
      data-testid="live-waiting"
      aria-labelledby="lc-waiting-title"
    >
      <h1 id="lc-waiting-title">{meeting.name}</h1>
      <h2>{t('waiting.title')}</h2>
      <p role="status">{t('waiting.body')}</p>
      {meeting.userType !== 'attendee' ? (
        <Button color="primary" onClick={() => void start()} data-testid="live-waiting-start">
          {t('waiting.start')}
        </Button>
      ) : null}
    </section>
  );
}
