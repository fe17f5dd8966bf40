import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, isApiError, Loading, showToast } from '@seodang/sdk/web';
import type { Achievement, AchievementInput } from '../../common/badges.ts';
import { credentialsApi } from '../api.ts';
import { AchievementPanel } from '../components/achievement-panel.tsx';
import { BackfillProgress } from '../components/backfill-progress.tsx';
import { BadgeForm, badgeImageSrc } from '../components/badge-form.tsx';
import '../credentials.css';

const listKey = ['credentials', 'achievements'];
/**
 * /teach/badges: teachers and admins make achievements (SVG image, rule), edit them, award them by
 * hand, revoke awards with a reason, and delete or archive them.
 */
export default function ManageBadgesScreen() {
  const { t } = useTranslation('credentials');
  const client = useQueryClient();
  const list = useQuery({ queryKey: listKey, queryFn: credentialsApi.achievements });
  const [managing, setManaging] = useState<number | null>(null);
  // The backfill a level badge started here, by achievement; otherwise the latest one kept with
  // the badge, whoever started it.
  const [backfills, setBackfills] = useState<Record<number, string>>({});
  const followBackfill = (id: number, jobId: string | null) => {
    if (jobId) setBackfills((b) => ({ ...b, [id]: jobId }));
  };
  const backfillOf = (a: Achievement) => backfills[a.id] ?? a.backfillJobId;
  const startBackfill = async (id: number) => {
    try {
      followBackfill(id, await credentialsApi.startBackfill(id));
    } catch (err) {
      showToast(isApiError(err) ? err.message : t('common:error.unexpected'), { type: 'error' });
    }
  };

  const create = async (input: AchievementInput) => {
    const saved = await credentialsApi.createAchievement(input);
    followBackfill(saved.id, saved.backfillJobId);
    showToast(t('badgeCreated'), { type: 'success' });
    await client.invalidateQueries({ queryKey: listKey });
    return true;
  };

  const remove = async (achievement: Achievement) => {
    try {
      const { outcome } = await credentialsApi.deleteAchievement(achievement.id);
      showToast(t(outcome === 'archived' ? 'badgeArchived' : 'badgeDeleted'), { type: 'success' });
      await client.invalidateQueries({ queryKey: listKey });
    } catch (err) {
      showToast(isApiError(err) ? err.message : t('common:error.unexpected'), { type: 'error' });
    }
  };

  return (
    <div className="sd-container" data-testid="manage-badges-screen">
      <h1>{t('manageBadgesTitle')}</h1>
      <BadgeForm className="sd-card" onSubmit={create} />
      {list.isPending ? <Loading /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <EmptyState>{t('noAchievements')}</EmptyState> : null}
      {list.data?.length ? (
        <ul className="cr-cards">
          {list.data.map((a) => (
            <li key={a.id} className="sd-card" data-testid="achievement">
              <div className="cr-card__head">
                <img src={badgeImageSrc(a.image)} alt="" width={48} height={48} />
                <div className="cr-card__text">
                  <strong>{a.name}</strong>
                  <span className="sd-muted">
                    {a.rule.kind === 'level_reached'
                      ? t('ruleLevelOf', { level: a.rule.level })
                      : t(`rule.${a.rule.kind}`)}{' '}
                    · {t('awardedCount', { count: a.awarded })}
                    {a.state === 'archived' ? ` · ${t('archivedBadge')}` : ''}
                  </span>
                </div>
                {a.canManage ? (
                  <div className="cr-actions">
                    <Button
                      size="sm"
                      outline
                      aria-expanded={managing === a.id}
                      onClick={() => setManaging(managing === a.id ? null : a.id)}
                      data-testid="achievement-manage"
                    >
                      {t('manageBadge', { name: a.name })}
                    </Button>
                    {a.state === 'active' ? (
                      <Button size="sm" outline color="danger" onClick={() => void remove(a)}>
                        {t('deleteBadge')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
              {backfillOf(a) ? (
                <BackfillProgress
                  achievementId={a.id}
                  jobId={backfillOf(a)!}
                  onRestart={(jobId) => followBackfill(a.id, jobId)}
                />
              ) : a.canManage && a.state === 'active' && a.rule.kind === 'level_reached' ? (
                <Button
                  size="sm"
                  outline
                  onClick={() => void startBackfill(a.id)}
                  data-testid="backfill-start"
                >
                  {t('backfillStart')}
                </Button>
              ) : null}
              {managing === a.id ? (
                <AchievementPanel
                  key={a.id}
                  achievement={a}
                  onBackfill={(jobId) => followBackfill(a.id, jobId)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
