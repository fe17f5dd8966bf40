import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Loading, Slot } from '@seodang/sdk/web';
import { controlRoomFeedSlot } from '../../common/room-slots.ts';
import { displayStatuses, examineeReportPath } from '@seodang/plugin-assessment/common';
import {
  allMuted,
  controlRoomDefaults,
  focusAfterClick,
  historyFlag,
  isVisible,
  movePage,
  muteAll,
  pageCount,
  resetControls,
  sortUsers,
  toggleMuted,
  usersPerPageFor,
  type SupervisionGroup,
  type VideoType,
} from '../../common/index.ts';
import { supervisionApi, type AccessHistory, type Target } from '../api.ts';
import { useLiveStatus } from '../control/use-live-status.ts';
import { ActionModal, type Action } from '../control/action-modal.tsx';
import { HistoryPanel } from '../control/history-panel.tsx';
import { SidePanel, type RoomControls } from '../control/side-panel.tsx';
import { ExamineeTile } from '../control/examinee-tile.tsx';
import { IdentityCheck, useIdentityPhotos } from '../control/identity-check.tsx';
import { focusLayout } from '../control/focus-layout.ts';
import { useFillHeight } from '../control/use-fill-height.ts';

/** The focus view never gets shorter than this; below it the page scrolls. */
const focusMinHeightPx = 288;
import '../supervision.css';

/** The real-time control room: grid of tiles, focus, filters, sort, paging, actions and access history. */
export function ControlRoomScreen() {
  const { t } = useTranslation('supervision');
  const params = useParams();
  const examIndex = Number(params.examIndex);
  const lectureIndex = Number(params.lectureSeq);
  const [examSequence, setExamSequence] = useState<number | null>(null);
  const [videoAvailable, setVideoAvailable] = useState(false);
  const [groups, setGroups] = useState<SupervisionGroup[]>([]);
  const [groupIndex, setGroupIndex] = useState<number | 'all'>('all');
  const [liveHistory, setLiveHistory] = useState<AccessHistory[]>([]);
  const [history, setHistory] = useState({ open: false, hasNew: false });
  const listedRef = useRef(new Set<number>());
  const { users, setUsers, loaded, loadError, reload, incidents } = useLiveStatus(
    examIndex,
    lectureIndex,
    (h) => {
      setLiveHistory((l) => [h, ...l]);
      // Only a listed examinee's entry raises the new-history flag (§4).
      if (listedRef.current.has(h.userId)) setHistory((s) => historyFlag(s, 'refetch'));
    },
  );
  listedRef.current = new Set(users.map((u) => u.id));
  const examinees = useMemo(() => users.map((u) => ({ id: u.id, name: u.name })), [users]);
  const [controls, setControls] = useState<RoomControls>(resetControls);
  const [columns, setColumns] = useState<number>(controlRoomDefaults.gridColumns);
  const [perPage, setPerPage] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [focused, setFocused] = useState<number[]>([]);
  // Ctrl/⌘-clicked tiles in the grid, to be focused together (display type 'multiple').
  const [picked, setPicked] = useState<number[]>([]);
  const [panelOpen, setPanelOpen] = useState(true);
  const [video, setVideo] = useState<{ active: VideoType[]; main: VideoType }>({
    active: ['webcam', 'screen'],
    main: controlRoomDefaults.mainVideoType,
  });
  const [muted, setMuted] = useState<Set<number>>(new Set());
  const [action, setAction] = useState<{ kind: Action; userId: number | null } | null>(null);
  const [identifying, setIdentifying] = useState<number | null>(null);
  const photoUploads = useIdentityPhotos(examIndex, setUsers);

  useEffect(() => {
    void supervisionApi.exam(examIndex).then((r) => {
      setExamSequence(r.examData.sequence);
      setVideoAvailable(r.video.available);
    });
    void supervisionApi.groups(examIndex, lectureIndex, false).then((r) => setGroups(r.supervisionGroups));
  }, [examIndex, lectureIndex]);

  const inGroup = useMemo(() => {
    if (groupIndex === 'all') return users;
    const ids = new Set(groups.find((g) => g.index === groupIndex)?.students ?? []);
    return users.filter((u) => ids.has(u.id));
  }, [users, groups, groupIndex]);
  const counts = useMemo(
    () =>
      Object.fromEntries(displayStatuses.map((st) => [st, inGroup.filter((u) => u.status === st).length])),
    [inGroup],
  );
  const visible = sortUsers(
    inGroup.filter((u) => isVisible(u, controls.filters, controls.keyword)),
    controls.sort,
  );
  const size = perPage ?? usersPerPageFor(inGroup.length);
  const pages = pageCount(visible.length, size);
  const shown = visible.slice((page - 1) * size, page * size);
  const focusUsers = users.filter((u) => focused.includes(u.id));
  const focusGrid = focusLayout(focusUsers.length);
  const focusRef = useRef<HTMLDivElement>(null);
  const focusHeight = useFillHeight(focusRef, focusMinHeightPx, focusUsers.length > 0);
  useEffect(() => {
    if (page > Math.max(1, pages)) setPage(Math.max(1, pages));
  }, [page, pages]);

  const applyDone = (
    kind: Action,
    target: Target,
    extended?: { extraTimes?: Record<string, number>; reload?: boolean },
  ) => {
    const ids = new Set(
      'studentIds' in target
        ? target.studentIds
        : target.supervisionGroupIndex === 'all'
          ? users.map((u) => u.id)
          : (groups.find((g) => g.index === target.supervisionGroupIndex)?.students ?? []),
    );
    if (kind === 'pause' || kind === 'resume')
      setUsers((l) =>
        l.map((u) => (ids.has(u.id) ? { ...u, isPaused: kind === 'pause', paused: kind === 'pause' } : u)),
      );
    if (kind === 'extend' && extended?.reload) void reload();
    const totals = extended?.extraTimes;
    if (kind === 'extend' && totals) {
      setUsers((l) =>
        l.map((u) =>
          ids.has(u.id) && totals[u.id] !== undefined
            ? { ...u, extraTime: totals[u.id]!, deadline: u.deadline + (totals[u.id]! - u.extraTime) }
            : u,
        ),
      );
    }
  };
  const tile = (u: (typeof users)[number], big = false) => (
    <ExamineeTile
      key={u.id}
      user={u}
      examIndex={examIndex}
      focused={big}
      videoAvailable={videoAvailable}
      video={video}
      muted={muted.has(u.id)}
      incidents={incidents[u.id] ?? 0}
      reportHref={examineeReportPath(params.lectureSeq ?? '', params.lectureSlug ?? '', examIndex, u.id)}
      picked={picked.includes(u.id)}
      onSelect={(e) => {
        const multiple = e.ctrlKey || e.metaKey;
        if (big) setFocused((f) => (multiple ? focusAfterClick(f, u.id, true) : f));
        else if (multiple) setPicked((p) => focusAfterClick(p, u.id, true));
        else setFocused([u.id]);
      }}
      onPause={() => setAction({ kind: u.isPaused ? 'resume' : 'pause', userId: u.id })}
      onMute={() => setMuted((m) => toggleMuted(m, u.id))}
      onIdentify={() => setIdentifying(u.id)}
    />
  );

  if (loadError) return <ErrorState error={loadError} onRetry={() => void reload()} />;
  if (!loaded || examSequence === null) return <Loading />;
  const listedIds = inGroup.map((u) => u.id);
  return (
    <div className={`sv-room${panelOpen ? '' : ' sv-room--collapsed'}`} data-testid="control-room">
      <aside className="sv-side" data-testid="side-panel">
        <button
          type="button"
          className="sd-btn sd-btn--secondary sd-btn--sm sd-btn--outline"
          onClick={() => setPanelOpen((o) => !o)}
          aria-expanded={panelOpen}
          aria-label={t('sidePanel')}
          data-testid="side-toggle"
        >
          {panelOpen ? '«' : '»'}
        </button>
        {panelOpen ? (
          <SidePanel
            groups={groups}
            groupIndex={groupIndex}
            onGroup={(g) => {
              setGroupIndex(g);
              setPerPage(null);
              setPage(1);
            }}
            controls={controls}
            onControls={(c) => {
              setControls(c);
              setPage(1);
            }}
            onReset={() => {
              setControls(resetControls());
              setPage(1);
            }}
            counts={counts}
            columns={columns}
            onColumns={setColumns}
            perPage={size}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
            video={video}
            onVideo={setVideo}
          />
        ) : null}
      </aside>
      <main className="sv-main">
        <div className="sv-toolbar">
          {(['reload', 'pause', 'resume', 'notice', 'extend'] as Action[]).map((a) => (
            <Button
              key={a}
              size="sm"
              onClick={() => setAction({ kind: a, userId: null })}
              data-testid={`open-${a}`}
            >
              {t(`action.${a}`)}
            </Button>
          ))}
          {picked.length && !focusUsers.length ? (
            <Button
              size="sm"
              color="primary"
              onClick={() => {
                setFocused(picked);
                setPicked([]);
              }}
              data-testid="focus-picked"
            >
              {t('focusPicked', { count: picked.length })}
            </Button>
          ) : null}
          <Button
            size="sm"
            onClick={() => setMuted((m) => muteAll(m, listedIds))}
            data-testid="mute-all"
            aria-pressed={allMuted(muted, listedIds)}
          >
            {allMuted(muted, listedIds) ? t('unmuteAll') : t('muteAll')}
          </Button>
          <Link
            to={`/assessment/${params.lectureSeq}/${params.lectureSlug}/exam/${examIndex}/supervision-groups`}
          >
            {t('groups.title')}
          </Link>
          <Button
            size="sm"
            onClick={() => setHistory((s) => historyFlag(s, s.open ? 'close' : 'open'))}
            data-testid="history-toggle"
            aria-expanded={history.open}
          >
            {t('history.title')}
            {history.hasNew ? (
              <span className="sv-dot" data-testid="history-new" role="img" aria-label={t('history.new')} />
            ) : null}
          </Button>
        </div>
        {focusUsers.length ? (
          <section
            className={`sv-focus sv-focus--${focusUsers.length > 1 ? 'multiple' : 'single'}`}
            data-testid="focus-view"
            data-display={focusUsers.length > 1 ? 'multiple' : 'single'}
          >
            <Button size="sm" onClick={() => setFocused([])} data-testid="focus-back">
              {t('backToList')}
            </Button>
            <div
              ref={focusRef}
              className="sv-grid sv-focus__grid"
              data-testid="focus-grid"
              data-columns={focusGrid.columns}
              data-rows={focusGrid.rows}
              style={{
                height: focusHeight,
                gridTemplateColumns: `repeat(${focusGrid.columns}, minmax(0, 1fr))`,
                gridTemplateRows: `repeat(${focusGrid.rows}, minmax(0, 1fr))`,
              }}
            >
              {focusUsers.map((u) => tile(u, true))}
            </div>
          </section>
        ) : (
          <>
            {shown.length ? (
              <div
                className="sv-grid"
                data-testid="tile-grid"
                style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
              >
                {shown.map((u) => tile(u))}
              </div>
            ) : (
              <p className="sv-empty" data-testid="room-empty">
                {users.length ? t('noMatch') : t('noExaminees')}
              </p>
            )}
            <nav className="sv-pager" aria-label={t('paging')}>
              <Button
                size="sm"
                onClick={() => setPage((p) => movePage(p, -1, pages))}
                disabled={page <= 1}
                aria-label={t('prevPage')}
                data-testid="page-prev"
              >
                ‹
              </Button>
              <span data-testid="page-info">
                {pages ? page : 0} / {pages}
              </span>
              <Button
                size="sm"
                onClick={() => setPage((p) => movePage(p, 1, pages))}
                disabled={page >= pages}
                aria-label={t('nextPage')}
                data-testid="page-next"
              >
                ›
              </Button>
            </nav>
          </>
        )}
        {/* Live entries other plugins add (an AI exam's prompts). */}
        <Slot name={controlRoomFeedSlot} props={{ examIndex, examinees }} />
      </main>
      {history.open ? <HistoryPanel examIndex={examIndex} live={liveHistory} /> : null}
      {identifying !== null && users.some((u) => u.id === identifying) ? (
        <IdentityCheck
          examIndex={examIndex}
          user={users.find((u) => u.id === identifying)!}
          videoAvailable={videoAvailable}
          photoVersion={photoUploads[identifying]}
          onClose={() => setIdentifying(null)}
          onVerified={(id) =>
            setUsers((l) =>
              l.map((x) =>
                x.id === id ? { ...x, identification: { ...x.identification, checked: true } } : x,
              ),
            )
          }
        />
      ) : null}
      {action ? (
        <ActionModal
          key={`${action.kind}-${action.userId}`}
          action={action.kind}
          examIndex={examIndex}
          examSequence={examSequence}
          users={users}
          groups={groups}
          presetUserId={action.userId}
          onClose={() => setAction(null)}
          onDone={applyDone}
        />
      ) : null}
    </div>
  );
}

export default ControlRoomScreen;
