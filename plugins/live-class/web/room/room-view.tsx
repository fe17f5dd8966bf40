import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  backoffDelay,
  Button,
  isApiError,
  showToast,
  useAuth,
  useRealtimeTopic,
  useResync,
} from '@seodang/sdk/web';
import {
  liveEvents,
  liveTopic,
  type ChatMessage,
  type DeviceMode,
  type JoinInfo,
  type LiveUser,
  type Meeting,
  type Reaction,
  type RecordingSummary,
} from '../../common/index.ts';
import { liveApi } from '../api.ts';
import { ChatPanel } from './chat-panel.tsx';
import { largeTile } from './large-tile.ts';
import { EntryDevices } from './entry-devices.tsx';
import type { DeviceChoice } from './device-check.tsx';
import { RemoteAudio, type TileInfo } from './remote-tile.tsx';
import { TileStage } from './tile-stage.tsx';
import { UsersPanel } from './users-panel.tsx';
import { useLiveRoom } from './use-live-room.ts';
import { useRoomView, ViewSwitch } from './view-switch.tsx';
import { RoomTabs, TabPanel, type RoomTab } from './room-tabs.tsx';
import { CodeTab, useCodeTabState } from './code-tab.tsx';
import { SettingsModal, type ModalType } from './settings-modal.tsx';

type Sidebar = 'chat' | 'users' | null;

const handsOf = (users: LiveUser[]): Reaction[] =>
  users
    .filter((u) => u.handRaisedAt)
    .sort((a, b) => a.handRaisedAt!.localeCompare(b.handRaisedAt!))
    .map((u) => ({ userObjectId: u.objectId, name: u.name, type: 'hand', raisedAt: u.handRaisedAt! }));

/**
 * The room: named tiles in the viewer's view (a grid of equal tiles, or one person large with the
 * others in a strip), the controls, and the chat or users sidebar.
 */
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
  const [recording, setRecording] = useState<RecordingSummary>(meeting.recording);
  const recordingNow = recording.state === 'recording';
  const micLocked = !isHost && deviceMode.useMicLocked;
  const cameraLocked = !isHost && deviceMode.useVideoLocked;
  const [mic, setMic] = useState(devices.mic && !micLocked);
  const [camera, setCamera] = useState(devices.camera && !cameraLocked);
  const lastId = useRef(0);
  // One's camera and microphone: the device check's stream, then whatever the settings switch to.
  const [local, setLocal] = useState<MediaStream | null>(devices.stream);
  const localRef = useRef(local);
  localRef.current = local;
  const [modalType, setModalType] = useState<ModalType>(null);
  const {
    published,
    feeds,
    show,
    failed,
    connected,
    speaking,
    talking,
    shareScreen,
    stopScreen,
    replaceTrack,
  } = useLiveRoom(info, local);
  const [attempt, setAttempt] = useState(0);
  const [screen, setScreen] = useState<{ stream: MediaStream; feedId: number } | null>(null);
  const [view, setView] = useRoomView();
  // The code tab: hosts always (to choose the quiz), learners once the class has a quiz.
  const codeState = useCodeTabState(index);
  const tabs: RoomTab[] = codeState && (isHost || codeState.quiz) ? ['live', 'code'] : ['live'];
  const [chosenTab, setTab] = useState<RoomTab>('live');
  const tab = tabs.includes(chosenTab) ? chosenTab : 'live';
  const [codeOpened, setCodeOpened] = useState(false);
  useEffect(() => {
    if (tab === 'code') setCodeOpened(true);
  }, [tab]);

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
        // A late joiner is told the class is being recorded.
        setRecording(joined.meeting.recording);
        if (joined.meeting.recording.state === 'recording')
          showToast(t('room.recordingNotice'), { type: 'info' });
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
  useEffect(() => () => localRef.current?.getTracks().forEach((tr) => tr.stop()), []);

  // A dropped video link (Janus restarted, the network went): enter again, after a jittered,
  // growing wait so a whole class does not come back at the same moment. Joining again makes the
  // room anew when it was lost; the chat and people catch up through the resync.
  const rejoin = useCallback(() => {
    setAttempt((a) => a + 1);
    liveApi
      .join(index)
      .then((joined) => setInfo(joined))
      .catch((error: unknown) => {
        if (isApiError(error, 'kicked')) setKicked(true);
      });
  }, [index]);
  useEffect(() => {
    if (!failed || kicked) return;
    const timer = setTimeout(rejoin, backoffDelay(attempt, { baseMs: 1000, maxMs: 30_000 }));
    return () => clearTimeout(timer);
  }, [failed, kicked, attempt, rejoin]);
  useEffect(() => {
    if (!connected) return;
    setAttempt(0);
    // Back in after a drop: the screen being shared is published again.
    if (screen) void shareScreen(screen.stream, screen.feedId).catch(stopSharing);
  }, [connected]);
  useEffect(() => () => screen?.stream.getTracks().forEach((tr) => tr.stop()), [screen]);

  const stopSharing = useCallback(() => {
    stopScreen();
    setScreen(null);
    void liveApi.screen(index, false).catch(() => undefined);
  }, [index, stopScreen]);
  const startSharing = async () => {
    let stream: MediaStream | null = null;
    try {
      stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const feedId = await liveApi.screen(index, true);
      if (feedId === null) throw new Error('no screen feed id');
      await shareScreen(stream, feedId);
      // The browser's own "stop sharing" ends the track.
      stream.getVideoTracks()[0]?.addEventListener('ended', stopSharing);
      setScreen({ stream, feedId });
    } catch (error) {
      stream?.getTracks().forEach((tr) => tr.stop());
      stopScreen();
      void liveApi.screen(index, false).catch(() => undefined);
      // Closing the browser's picker is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'NotAllowedError'))
        showToast(t('room.screenFailed'), { type: 'error' });
    }
  };
  useEffect(() => {
    local?.getAudioTracks().forEach((tr) => (tr.enabled = mic));
  }, [local, mic]);
  useEffect(() => {
    local?.getVideoTracks().forEach((tr) => (tr.enabled = camera));
  }, [local, camera]);
  /** Another device chosen in the settings: its track goes out in place of the old one, which stops. */
  const switchTrack = async (track: MediaStreamTrack) => {
    track.enabled = track.kind === 'audio' ? mic : camera;
    const replaced = await replaceTrack(track);
    const old = localRef.current;
    old?.getTracks().forEach((tr) => {
      if (tr.kind === track.kind) tr.stop();
    });
    setLocal(new MediaStream([...(old?.getTracks().filter((tr) => tr.kind !== track.kind) ?? []), track]));
    // Nothing of this kind was published (entered without it): entering again publishes it.
    if (!replaced && connected) rejoin();
  };

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
    if (event === liveEvents.recording) setRecording(data as RecordingSummary);
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
  const userOfFeed = (feedId: number) => users.find((u) => u.attendeeId === feedId);
  const sharerOf = (feedId: number) => users.find((u) => u.screenFeedId === feedId);
  const handOf = (objectId: number | undefined) => hands.some((h) => h.userObjectId === objectId);
  // Others' tiles: shared screens, then hosts, then the rest as they entered (so paging keeps the
  // teacher on the first page).
  const rank = (feedId: number) => {
    if (sharerOf(feedId)) return 0;
    const who = userOfFeed(feedId);
    return who && who.userType !== 'attendee' ? 1 : 2;
  };
  const othersInOrder = published.map((p) => p.feedId).sort((a, b) => rank(a) - rank(b));
  const tiles: TileInfo[] = [
    {
      key: 'me',
      objectId: user?.id ?? null,
      name: t('room.me'),
      stream: local,
      me: true,
      hand: myHand,
      muted: !mic,
      spotlit: mainUser !== null && mainUser === user?.id,
      talking: mic && talking.has(info.feedIds.camera),
    },
    ...(screen
      ? [
          {
            key: 'my-screen',
            objectId: user?.id ?? null,
            name: t('room.myScreen'),
            stream: screen.stream,
            me: true,
            hand: false,
            muted: false,
            spotlit: false,
            talking: false,
            screen: true,
          },
        ]
      : []),
    ...othersInOrder.map((feedId): TileInfo => {
      const stream = feeds.find((f) => f.feedId === feedId)?.video ?? null;
      const sharer = sharerOf(feedId);
      if (sharer)
        return {
          key: String(feedId),
          feedId,
          objectId: sharer.objectId,
          name: t('room.screenOf', { name: sharer.name }),
          stream,
          me: false,
          hand: false,
          muted: false,
          spotlit: false,
          talking: false,
          screen: true,
        };
      const who = userOfFeed(feedId);
      return {
        key: String(feedId),
        feedId,
        objectId: who?.objectId ?? null,
        name: who?.name ?? '',
        stream,
        me: false,
        hand: handOf(who?.objectId),
        muted: who ? !who.useAudio : false,
        spotlit: mainUser !== null && who?.objectId === mainUser,
        talking: talking.has(feedId),
      };
    }),
  ];
  // The speaker view's large tile: the spotlight, else who spoke last, else a host, else oneself.
  const userOf = (tile: TileInfo) => users.find((u) => u.objectId === tile.objectId);
  const speakingKey = speaking === null ? null : speaking === info.feedIds.camera ? 'me' : String(speaking);
  const chosen = largeTile(tiles, speakingKey, (objectId) =>
    users.some((u) => u.objectId === objectId && u.userType !== 'attendee'),
  );
  const large = chosen?.tile ?? tiles[0];
  const reason = chosen?.reason ?? 'me';
  const largeName = userOf(large)?.name ?? large.name;
  const largeLabel =
    reason === 'spotlight'
      ? t('room.spotlight', { name: largeName })
      : reason === 'speaking'
        ? t('room.speaking', { name: largeName })
        : t('room.large', { name: largeName });
  const lockNote = [micLocked ? t('room.micLocked') : '', cameraLocked ? t('room.cameraLocked') : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="lc-room" data-testid="live-room">
      <div className="lc-room__stage">
        {failed ? (
          <div className="sd-alert sd-alert--error" role="alert" data-testid="live-reconnecting">
            <p>{t('room.reconnecting', { attempt: attempt + 1 })}</p>
            <Button onClick={rejoin} data-testid="live-reconnect-now">
              {t('room.reconnectNow')}
            </Button>
          </div>
        ) : null}
        {tabs.length > 1 ? <RoomTabs tabs={tabs} value={tab} onChange={setTab} /> : null}
        {tabs.length > 1 ? (
          <TabPanel tab="code" value={tab} withTabs className="lc-room__code">
            {codeOpened ? (
              <CodeTab meetingIndex={index} isHost={isHost} users={users} state={codeState} />
            ) : null}
          </TabPanel>
        ) : null}
        <TabPanel tab="live" value={tab} withTabs={tabs.length > 1} className="lc-room__tiles">
          <ViewSwitch value={view} onChange={setView} />
          {/* Keyed by the view: the other view starts at its first page. */}
          <TileStage
            key={view}
            tiles={tiles}
            view={view}
            large={large}
            reason={reason}
            largeLabel={largeLabel}
            onShown={show}
          />
          {feeds.map((f) => (
            <RemoteAudio key={f.feedId} stream={f.audio} feedId={f.feedId} />
          ))}
        </TabPanel>
        {recordingNow ? (
          <p className="lc-rec" role="status" data-testid="live-recording-indicator">
            <span aria-hidden="true">● </span>
            {t('room.recordingNow')}
          </p>
        ) : null}
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
          <Button
            onClick={() => setModalType('SETTING')}
            aria-haspopup="dialog"
            data-testid="live-settings-open"
          >
            {t('room.settings')}
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
              {meeting.useRecord ? (
                <Button
                  onClick={act(() => liveApi.record(index, !recordingNow).then(setRecording))}
                  aria-pressed={recordingNow}
                  data-testid="live-record"
                >
                  {recordingNow ? t('room.recordOff') : t('room.recordOn')}
                </Button>
              ) : null}
              <Button
                onClick={() => (screen ? stopSharing() : void startSharing())}
                aria-pressed={!!screen}
                data-testid="live-screen"
              >
                {screen ? t('room.stopScreen') : t('room.shareScreen')}
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
        <SettingsModal
          open={modalType === 'SETTING'}
          onClose={() => setModalType(null)}
          stream={local}
          onSwitch={switchTrack}
        />
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
