import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast, useAuth, useRealtimeTopic, useResync } from '@seodang/sdk/web';
import { StreamPreview } from '@seodang/sdk/web-media';
import {
  liveEvents,
  liveTopic,
  type ChatMessage,
  type JoinInfo,
  type LiveUser,
  type Meeting,
  type Reaction,
} from '../../common/index.ts';
import { liveApi } from '../api.ts';
import { ChatPanel } from './chat-panel.tsx';
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
  const [mic, setMic] = useState(devices.mic);
  const [camera, setCamera] = useState(devices.camera);
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
        await refresh();
      })
      .catch((error: unknown) => {
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
    if (event === liveEvents.hands) setHands((data as { hands: Reaction[] }).hands);
  });
  useResync(() => void refresh().catch(() => undefined));

  const nameOfFeed = (feedId: number) => users.find((u) => u.attendeeId === feedId)?.name ?? '';
  const myHand = hands.some((h) => h.userObjectId === user?.id);
  const toggleSidebar = (type: Exclude<Sidebar, null>) => setSidebar((open) => (open === type ? null : type));
  const act = (run: () => Promise<unknown>) => () =>
    void run().catch((error: unknown) =>
      showToast(isApiError(error) ? error.message : String(error), { type: 'error' }),
    );

  if (!info) return <p className="sd-container">{t('room.joining')}</p>;
  return (
    <div className="lc-room" data-testid="live-room">
      <div className="lc-room__stage">
        {failed ? (
          <p className="sd-alert sd-alert--error" role="alert">
            {t('room.mediaFailed')}
          </p>
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
        <div className="lc-controls" role="toolbar" aria-label={t('room.controls')}>
          <Button onClick={() => setMic((on) => !on)} aria-pressed={!mic} data-testid="live-mic">
            {mic ? t('room.micOn') : t('room.micOff')}
          </Button>
          <Button onClick={() => setCamera((on) => !on)} aria-pressed={!camera} data-testid="live-camera">
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
            <Button color="danger" onClick={act(() => liveApi.end(index))} data-testid="live-end">
              {t('room.end')}
            </Button>
          ) : null}
        </div>
      </div>
      {sidebar ? (
        <aside className="lc-room__sidebar" aria-label={t(sidebar === 'chat' ? 'room.chat' : 'room.users')}>
          {sidebar === 'chat' ? (
            <ChatPanel meetingIndex={index} messages={messages} isHost={isHost} />
          ) : (
            <UsersPanel meetingIndex={index} users={users} hands={hands} isHost={isHost} />
          )}
        </aside>
      ) : null}
    </div>
  );
}
