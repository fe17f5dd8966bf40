import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, Loading, Pagination, showToast, useFormat } from '@seodang/sdk/web';
import type { LeaderboardPeriod, LedgerEntry } from '../../common/api-types.ts';
import { experienceApi } from '../api.ts';
import '../experience.css';

/** `/learn/experience`: my level and XP, why I have it, buffs to spend pieces on, and the leaderboard. */
export default function ExperienceScreen() {
  const { t } = useTranslation('experience');
  return (
    <div className="sd-container" data-testid="experience-screen">
      <h1>{t('title')}</h1>
      <ProfileCard />
      <WhyList />
      <Buffs />
      <Board />
    </div>
  );
}

function ProfileCard() {
  const { t } = useTranslation('experience');
  const { formatNumber } = useFormat();
  const query = useQuery({ queryKey: ['experience', 'profile'], queryFn: experienceApi.profile });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const p = query.data;
  const max = p.maxExperiencePoint || 100;
  return (
    <section className="sd-card xp-card" aria-labelledby="xp-level" data-testid="xp-card">
      <h2 id="xp-level">{t('level', { level: p.level })}</h2>
      <progress
        className="xp-bar"
        max={max}
        value={p.experiencePoint}
        aria-label={t('levelChip', { level: p.level, percent: p.expPercentage })}
      />
      <p>
        {t('points', { xp: formatNumber(p.experiencePoint), max: formatNumber(max) })} · {p.expPercentage}%
      </p>
      <p>{t('pieces', { count: p.pieceCount })}</p>
    </section>
  );
}

function Row({ row }: { row: LedgerEntry }) {
  const { t } = useTranslation('experience');
  const { formatDateTime } = useFormat();
  const label = t(`source.${row.sourceType}`);
  const state =
    row.sourceState && row.sourceType === 'attendance'
      ? ` · ${t(`state.${row.sourceState}`, { defaultValue: '' })}`
      : '';
  const what = row.lectureTitle ? `${label} · ${row.lectureTitle}${state}` : `${label}${state}`;
  const gains = [
    row.xp ? `${row.xp > 0 ? '+' : ''}${row.xp} XP` : '',
    row.pieces ? t('pieces', { count: row.pieces }) : '',
    row.multiplier !== 1 ? t('multiplied', { multiplier: row.multiplier }) : '',
    row.sourceState === 'none' ? t('compensated') : '',
  ].filter(Boolean);
  return (
    <li data-testid="xp-row">
      <span>{row.link ? <Link to={row.link}>{what}</Link> : what}</span>
      <span className="xp-gain">{gains.join(' · ')}</span>
      <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
    </li>
  );
}

function WhyList() {
  const { t } = useTranslation('experience');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['experience', 'ledger', page],
    queryFn: () => experienceApi.ledger(page),
  });
  return (
    <section className="xp-section" aria-labelledby="xp-why">
      <h2 id="xp-why">{t('why')}</h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.totalCount === 0 ? <EmptyState>{t('whyEmpty')}</EmptyState> : null}
      {query.data?.list.length ? (
        <>
          <ul className="xp-list">
            {query.data.list.map((row) => (
              <Row key={row.index} row={row} />
            ))}
          </ul>
          <Pagination page={page} pageCount={Math.ceil(query.data.totalCount / 20)} onChange={setPage} />
        </>
      ) : null}
    </section>
  );
}

function Buffs() {
  const { t } = useTranslation('experience');
  const { formatDateTime } = useFormat();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['experience', 'buffs'], queryFn: experienceApi.buffs });
  const activate = useMutation({
    mutationFn: (buffId: number) => experienceApi.activate(buffId, crypto.randomUUID(), t('loadFailed')),
    onSuccess: () => {
      showToast(t('buffActivated'), { type: 'success' });
      void client.invalidateQueries({ queryKey: ['experience'] });
    },
    onError: (error: Error) => showToast(error.message, { type: 'error' }),
  });
  return (
    <section className="xp-section" aria-labelledby="xp-buffs">
      <h2 id="xp-buffs">{t('buffs')}</h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <ul className="xp-list">
          {query.data.list.map((b) => {
            const active = query.data.active.find((a) => a.buffId === b.index);
            return (
              <li key={b.index}>
                <span>{t('buffName', { multiplier: b.multiplier, hours: b.hours })}</span>
                <span>{t('buffCost', { cost: b.cost })}</span>
                {active ? (
                  <span>{t('buffActiveUntil', { time: formatDateTime(active.endsAt) })}</span>
                ) : (
                  <Button
                    size="sm"
                    disabled={
                      activate.isPending || query.data.active.length > 0 || query.data.pieceCount < b.cost
                    }
                    onClick={() => activate.mutate(b.index)}
                  >
                    {t('buffActivate')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

function Board() {
  const { t } = useTranslation('experience');
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const optOutId = useId();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['experience', 'leaderboard', period],
    queryFn: () => experienceApi.leaderboard(period),
  });
  const privacy = useMutation({
    mutationFn: experienceApi.privacy,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['experience', 'leaderboard'] }),
    onError: (error: Error) => showToast(error.message, { type: 'error' }),
  });
  const board = query.data;
  return (
    <section className="xp-section" aria-labelledby="xp-board">
      <h2 id="xp-board">{t('leaderboard')}</h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {board && !board.enabled ? <EmptyState>{t('leaderboardOff')}</EmptyState> : null}
      {board?.enabled ? (
        <>
          <div className="xp-tabs" role="group" aria-label={t('leaderboard')}>
            {(['week', 'month', 'all'] as const).map((p) => (
              <Button
                key={p}
                size="sm"
                outline={p !== period}
                aria-pressed={p === period}
                onClick={() => setPeriod(p)}
              >
                {t(`period.${p}`)}
              </Button>
            ))}
          </div>
          <p>
            <input
              id={optOutId}
              type="checkbox"
              checked={board.optedOut}
              disabled={privacy.isPending}
              onChange={(e) => privacy.mutate(e.target.checked)}
            />{' '}
            <label htmlFor={optOutId}>{t('optOut')}</label>
          </p>
          {board.me ? <p data-testid="xp-my-rank">{t('myRank', { rank: board.me.rank })}</p> : null}
          {board.list.length === 0 ? (
            <EmptyState>{t('leaderboardEmpty')}</EmptyState>
          ) : (
            <table className="sd-card" data-testid="xp-board">
              <thead>
                <tr>
                  <th scope="col">{t('rank')}</th>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('levelColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {board.list.map((r) => (
                  <tr key={`${r.rank}-${r.name}`} aria-current={r.me ? 'true' : undefined}>
                    <td>{r.rank}</td>
                    <td>
                      {r.name}
                      {r.me ? ` (${t('me')})` : ''}
                    </td>
                    <td>{r.level}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </section>
  );
}
