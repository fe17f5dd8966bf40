import { useTranslation } from 'react-i18next';
import {
  displayStatusLabelKeys,
  displayStatuses,
  type DisplayStatus,
} from '@seodang/plugin-assessment/common';
import {
  toggleFilter,
  toggleSort,
  toggleVideoType,
  usersPerPageOptions,
  videoTypes,
  type SupervisionGroup,
  type VideoType,
} from '../../common/index.ts';
import { Button } from '@seodang/sdk/web';

/** What the side panel controls. */
export interface RoomControls {
  sort: string | null;
  filters: DisplayStatus[];
  keyword: string;
}

interface Props {
  groups: SupervisionGroup[];
  groupIndex: number | 'all';
  onGroup: (index: number | 'all') => void;
  controls: RoomControls;
  onControls: (c: RoomControls) => void;
  onReset: () => void;
  /** Users per display status (for the filter labels). */
  counts: Record<string, number>;
  columns: number;
  onColumns: (n: number) => void;
  perPage: number;
  onPerPage: (n: number) => void;
  video: { active: VideoType[]; main: VideoType };
  onVideo: (v: { active: VideoType[]; main: VideoType }) => void;
}

/** The control room's side panel: group, search, sort, status filters, reset, columns, users per page, video types. */
export function SidePanel(p: Props) {
  const { t } = useTranslation('supervision');
  const c = p.controls;
  return (
    <>
      <label className="sv-field">
        {t('group')}
        <select
          className="sd-input sd-input--sm"
          value={String(p.groupIndex)}
          onChange={(e) => p.onGroup(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          data-testid="group-select"
        >
          <option value="all">{t('allExaminees')}</option>
          {p.groups.map((g) => (
            <option key={g.index} value={g.index}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
      <input
        className="sd-input sd-input--sm"
        type="search"
        placeholder={t('search')}
        aria-label={t('search')}
        value={c.keyword}
        onChange={(e) => p.onControls({ ...c, keyword: e.target.value })}
        data-testid="room-search"
      />
      <div className="sv-row" role="group" aria-label={t('sortLabel')}>
        {(['name', 'status'] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            outline={c.sort !== s}
            aria-pressed={c.sort === s}
            onClick={() => p.onControls({ ...c, sort: toggleSort(c.sort, s) })}
            data-testid={`sort-${s}`}
          >
            {t(`sort.${s}`)}
          </Button>
        ))}
      </div>
      <fieldset className="sv-filters">
        <legend>{t('filters')}</legend>
        {displayStatuses.map((s) => (
          <label key={s}>
            <input
              type="checkbox"
              checked={c.filters.includes(s)}
              onChange={() => p.onControls({ ...c, filters: toggleFilter(c.filters, s) })}
              data-testid={`filter-${s}`}
            />{' '}
            {t(`status.${displayStatusLabelKeys[s]}`)} ({p.counts[s] ?? 0})
          </label>
        ))}
      </fieldset>
      <Button size="sm" onClick={p.onReset} data-testid="room-reset">
        {t('reset')}
      </Button>
      <label className="sv-field">
        {t('columns')}
        <input
          className="sd-input sd-input--sm"
          type="number"
          min={1}
          max={6}
          value={p.columns}
          onChange={(e) => p.onColumns(Math.min(6, Math.max(1, Number(e.target.value) || 1)))}
          data-testid="grid-columns"
        />
      </label>
      <label className="sv-field">
        {t('perPage')}
        <select
          className="sd-input sd-input--sm"
          value={p.perPage}
          onChange={(e) => p.onPerPage(Number(e.target.value))}
          data-testid="per-page"
        >
          {usersPerPageOptions.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="sv-filters">
        <legend>{t('videoTypes')}</legend>
        {videoTypes.map((v) => (
          <label key={v}>
            <input
              type="checkbox"
              checked={p.video.active.includes(v)}
              onChange={() => p.onVideo(toggleVideoType(p.video, v))}
              data-testid={`video-${v}`}
            />{' '}
            {t(`video.${v}`)}
          </label>
        ))}
        <label className="sv-field">
          {t('mainVideo')}
          <select
            className="sd-input sd-input--sm"
            value={p.video.main}
            onChange={(e) => p.onVideo({ ...p.video, main: e.target.value as VideoType })}
            data-testid="main-video"
          >
            {p.video.active.map((v) => (
              <option key={v} value={v}>
                {t(`video.${v}`)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    </>
  );
}
