import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast, useAuth, useRealtimeTopic, useResync } from '@seodang/sdk/web';
import { StreamPreview } from '@seodang/sdk/web-media';
import {
  liveEvents,
  liveTopic,
  type ChatMessage,
  type DeviceMode,
  type JoinInfo,
  type LiveUser,
  type Meeting,
  type Reaction,
} from '../../common/index.ts';
import { liveApi } from '../api.ts';
import { ChatPanel } from './chat-panel.tsx';
import { EntryDevices } from './entry-devices.tsx';
import type { DeviceChoice } from './device-check.tsx';
import { RemoteTile } from './remote-tile.tsx';
import { UsersPanel } from './users-panel.tsx';
import { useLiveRoom } from './use-live-room.ts';

type Sidebar = 'chat' | 'users' | null;

const handsOf = (users: LiveUser[]): Reaction[] =>
  users
    .filter((u) => u.handRaisedAt)
    .sort((a, b) => a.handRaisedAt!.localeCompare(b.handRaisedAt!))
    .map((u) => ({ userObjectId: u.objectId, name: u.name, type: 'hand', raisedAt: u.handRaisedAt! }));

/** The room: named tiles in a grid, the controls, and the chat or users sidebar. */
export function RoomView({ meeting, devices }: { meeting: Meeting; devices: DeviceChoice }) {
  const { t } = useTranslation('live-class');
  const navigate = useNavigate();
  const { userData: user } = useAuth();
  const index = meeting.index;
  const isHost = meeting.userType !== 'attendee';
  const [info, setInfo] = useState<JoinInfo | null>(null);
  const [users, setUsers] = useState<LiveUser[]>([]);
  const [hands, setHands] = useState<Reaction[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sidebar, setSidebar] = useState<Sidebar>('chat');
  const [deviceMode, setDeviceMode] = useState<DeviceMode>(meeting.deviceMode);
  const [mainUser, setMainUser] = useState<number | null>(meeting.mainUser);
  const [kicked, setKicked] = useState(false);
  const micLocked = !isHost && deviceMode.useMicLocked;
  const cameraLocked = !isHost && deviceMode.useVideoLocked;
  const [mic, setMic] = useState(devices.mic && !micLocked);
  const [camera, setCamera] = useState(devices.camera && !cameraLocked);
  const lastId = useRef(0);
  const { feeds, failed } = useLiveRoom(info, devices.stream);

  const addMessages = useCallback((list: ChatMessage[]) => {
    setMessages((old) => {
      const seen = new Set(old.map((m) => m.id));
      const merged = [...old, ...list.filter((m) => !seen.has(m.id))].sort((a, b) => a.id - b.id);
      lastId.current = merged.at(-1)?.id ?? 0;
      return merged;
    });
  }, []);
  const refresh = useCallback(async () => {
    const [list, chat] = await Promise.all([
      liveApi.users(index),
      liveApi.chat(index, lastId.current || undefined),
    ]);
    setUsers(list);
    setHands(handsOf(list));
    addMessages(chat);
  }, [index, addMessages]);

  useEffect(() => {
    let gone = false;
    liveApi
      .join(index)
      .then(async (joined) => {
        if (gone) return;
        setInfo(joined);
        setDeviceMode(joined.meeting.deviceMode);
        setMainUser(joined.meeting.mainUser);
        // A device is on only when both the device check and the class (its device mode for a
        // learner's entry, or what they had before a reload) say so.
        setMic(devices.mic && joined.devices.useAudio);
        setCamera(devices.camera && joined.devices.useVideo);
        // Entering with a device off (the device check's choice) tells the class so.
        const off = {
          ...(devices.mic || !joined.devices.useAudio ? {} : { useAudio: false }),
          ...(devices.camera || !joined.devices.useVideo ? {} : { useVideo: false }),
        };
        if (Object.keys(off).length) void liveApi.myDevices(index, off).catch(() => undefined);
        await refresh();
      })
      .catch((error: unknown) => {
        if (isApiError(error, 'kicked')) return setKicked(true);
        showToast(isApiError(error) ? error.message : String(error), { type: 'error' });
        navigate('/live');
      });
    return () => {
      gone = true;
      void liveApi.leave(index).catch(() => undefined);
    };
  }, [index, refresh, navigate]);
  useEffect(() => () => devices.stream?.getTracks().forEach((tr) => tr.stop()), [devices.stream]);
  useEffect(() => {
    devices.stream?.getAudioTracks().forEach((tr) => (tr.enabled = mic));
  }, [devices.stream, mic]);
  useEffect(() => {
    devices.stream?.getVideoTracks().forEach((tr) => (tr.enabled = camera));
  }, [devices.stream, camera]);

  useRealtimeTopic(liveTopic(index), (event, data) => {
    if (event === liveEvents.chat) addMessages([data as ChatMessage]);
    if (event === liveEvents.chatDeleted)
      setMessages((old) => old.filter((m) => m.id !== (data as { id: number }).id));
    if (event === liveEvents.users) setUsers((data as { users: LiveUser[] }).users);
    if (event === liveEvents.deviceMode) setDeviceMode(data as DeviceMode);
    if (event === liveEvents.mainUser) setMainUser((data as { mainUser: number | null }).mainUser);
    if (event === liveEvents.kicked && (data as { objectId: number }).objectId === user?.id) {
      setKicked(true);
      setInfo(null);
    }
    if (event === liveEvents.hands) setHands((data as { hands: Reaction[] }).hands);
  });
  useResync(() => void refresh().catch(() => undefined));

  // What the server says of my own devices: a lock or a host's mute turns my microphone off here too.
  const me = users.find((u) => u.objectId === user?.id);
  useEffect(() => {
    if (!me || isHost) return;
    setMic((on) => {
      if (on && !me.useAudio && !deviceMode.useMicLocked) showToast(t('room.mutedByHost'), { type: 'info' });
      return on && me.useAudio;
    });
    setCamera((on) => on && me.useVideo);
  }, [me?.useAudio, me?.useVideo]);
  const switchDevice = (kind: 'useAudio' | 'useVideo', on: boolean) => {
    const set = kind === 'useAudio' ? setMic : setCamera;
    if (!on) set(false);
    void liveApi
      .myDevices(index, { [kind]: on })
      .then(() => set(on))
      .catch((error: unknown) => {
        if (on) showToast(isApiError(error) ? error.message : String(error), { type: 'error' });
      });
  };

  const nameOfFeed = (feedId: number) => users.find((u) => u.attendeeId === feedId)?.name ?? '';
  const myHand = hands.some((h) => h.userObjectId === user?.id);
  const toggleSidebar = (type: Exclude<Sidebar, null>) => setSidebar((open) => (open === type ? null : type));
  const act = (run: () => Promise<unknown>) => () =>
    void run().catch((error: unknown) =>
      showToast(isApiError(error) ? error.message : String(error), { type: 'error' }),
    );

  if (kicked)
    return (
      <section className="sd-container sd-card" data-testid="live-kicked" aria-labelledby="lc-kicked-title">
        <h2 id="lc-kicked-title">{t('room.kickedTitle')}</h2>
        <p role="alert">{t('room.kickedBody')}</p>
        <Button onClick={() => navigate('/live')}>{t('room.backToList')}</Button>
      </section>
    );
  if (!info) return <p className="sd-container">{t('room.joining')}</p>;
  const spotlit = mainUser !== null ? users.find((u) => u.objectId === mainUser && u.present) : undefined;
  const spotlightStream = spotlit
    ? spotlit.objectId === user?.id
      ? devices.stream
      : (feeds.find((f) => f.feedId === spotlit.attendeeId)?.stream ?? null)
    : null;
  const lockNote = [micLocked ? t('room.micLocked') : '', cameraLocked ? t('room.cameraLocked') : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="lc-room" data-testid="live-room">
      <div className="lc-room__stage">
        {failed ? (
          <p className="sd-alert sd-alert--error" role="alert">
            {t('room.mediaFailed')}
          </p>
        ) : null}
        {spotlit ? (
          <section
            className="lc-spotlight"
            data-testid="live-spotlight"
            aria-label={t('room.spotlight', { name: spotlit.name })}
          >
            <StreamPreview
              stream={spotlightStream}
              className="lc-tile__video"
              label={t('room.tile', { name: spotlit.name })}
            />
            <span className="lc-tile__name">{t('room.spotlight', { name: spotlit.name })}</span>
          </section>
        ) : null}
        <ul className="lc-grid" data-testid="live-grid">
          <li className="lc-tile">
            <StreamPreview
              stream={devices.stream}
              className="lc-tile__video"
              label={t('room.tile', { name: t('room.me') })}
            />
            <span className="lc-tile__name">
              {t('room.me')}
              {!mic ? ` · ${t('room.muted')}` : ''}
              {myHand ? ` · ✋ ${t('room.hand')}` : ''}
            </span>
          </li>
          {feeds.map((f) => (
            <RemoteTile
              key={f.feedId}
              stream={f.stream}
              name={nameOfFeed(f.feedId)}
              hand={hands.some(
                (h) => users.find((u) => u.objectId === h.userObjectId)?.attendeeId === f.feedId,
              )}
            />
          ))}
        </ul>
        {lockNote ? (
          <p id="lc-lock-note" className="sd-alert" role="status" data-testid="live-lock-note">
            {lockNote}
          </p>
        ) : null}
        <div className="lc-controls" role="toolbar" aria-label={t('room.controls')}>
          <Button
            onClick={() => switchDevice('useAudio', !mic)}
            aria-pressed={!mic}
            disabled={micLocked && !mic}
            aria-describedby={lockNote ? 'lc-lock-note' : undefined}
            data-testid="live-mic"
          >
            {mic ? t('room.micOn') : t('room.micOff')}
          </Button>
          <Button
            onClick={() => switchDevice('useVideo', !camera)}
            aria-pressed={!camera}
            disabled={cameraLocked && !camera}
            aria-describedby={lockNote ? 'lc-lock-note' : undefined}
            data-testid="live-camera"
          >
            {camera ? t('room.cameraOn') : t('room.cameraOff')}
          </Button>
          <Button
            onClick={act(() => (myHand ? liveApi.lowerHand(index) : liveApi.raiseHand(index)).then(setHands))}
            aria-pressed={myHand}
            data-testid="live-hand"
          >
            {myHand ? t('room.lowerHand') : t('room.raiseHand')}
          </Button>
          <Button
            onClick={() => toggleSidebar('chat')}
            aria-pressed={sidebar === 'chat'}
            data-testid="live-sidebar-chat"
          >
            {t('room.chat')}
          </Button>
          <Button
            onClick={() => toggleSidebar('users')}
            aria-pressed={sidebar === 'users'}
            data-testid="live-sidebar-users"
          >
            {t('room.users')}
          </Button>
          <Button onClick={() => navigate('/live')} data-testid="live-leave">
            {t('room.leave')}
          </Button>
          {isHost ? (
            <>
              <Button
                onClick={act(() =>
                  liveApi.deviceMode(index, { useMicLocked: !deviceMode.useMicLocked }).then(setDeviceMode),
                )}
                aria-pressed={deviceMode.useMicLocked}
                data-testid="live-lock-mic"
              >
                {deviceMode.useMicLocked ? t('room.unlockMic') : t('room.lockMic')}
              </Button>
              <Button
                onClick={act(() =>
                  liveApi
                    .deviceMode(index, { useVideoLocked: !deviceMode.useVideoLocked })
                    .then(setDeviceMode),
                )}
                aria-pressed={deviceMode.useVideoLocked}
                data-testid="live-lock-camera"
              >
                {deviceMode.useVideoLocked ? t('room.unlockCamera') : t('room.lockCamera')}
              </Button>
              {mainUser !== null ? (
                <Button onClick={act(() => liveApi.mainUser(index, null))} data-testid="live-spotlight-off">
                  {t('room.spotlightOff')}
                </Button>
              ) : null}
            </>
          ) : null}
          {isHost ? (
            <Button color="danger" onClick={act(() => liveApi.end(index))} data-testid="live-end">
              {t('room.end')}
            </Button>
          ) : null}
        </div>
        {isHost ? <EntryDevices meetingIndex={index} mode={deviceMode} onSaved={setDeviceMode} /> : null}
      </div>
      {sidebar ? (
        <aside className="lc-room__sidebar" aria-label={t(sidebar === 'chat' ? 'room.chat' : 'room.users')}>
          {sidebar === 'chat' ? (
            <ChatPanel meetingIndex={index} messages={messages} isHost={isHost} />
          ) : (
            <UsersPanel
              meetingIndex={index}
              users={users}
              hands={hands}
              isHost={isHost}
              mainUser={mainUser}
            />
          )}
        </aside>
      ) : null}
    </div>
  );
}
