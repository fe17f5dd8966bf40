import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  isApiError,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  showToast,
  useFormat,
} from '@seodang/sdk/web';
import type { Achievement, AchievementInput, BadgeAward } from '../../common/badges.ts';
import { credentialsApi } from '../api.ts';
import { BadgeForm } from './badge-form.tsx';

const listKey = ['credentials', 'achievements'];

/**
 * One achievement's management on /teach/badges: edit its texts and image, award it by hand to a
 * member found by login id or name, and revoke an award with a reason after a confirmation.
 */
export function AchievementPanel({
  achievement,
  onBackfill,
}: {
  achievement: Achievement;
  /** Told the id of the backfill a save started (a level badge), to show its progress. */
  onBackfill?: (jobId: string) => void;
}) {
  const { t } = useTranslation('credentials');
  const { formatDate } = useFormat();
  const client = useQueryClient();
  const ids = { award: useId(), awards: useId(), reason: useId(), search: useId() };
  const awardsKey = ['credentials', 'achievement', achievement.id, 'awards'];
  const awards = useQuery({ queryKey: awardsKey, queryFn: () => credentialsApi.awards(achievement.id) });

  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const candidates = useQuery({
    queryKey: ['credentials', 'achievement', achievement.id, 'candidates', search],
    queryFn: () => credentialsApi.candidates(achievement.id, search ?? ''),
    enabled: search !== null,
  });
  const [awarding, setAwarding] = useState<number | null>(null);

  const [revoking, setRevoking] = useState<BadgeAward | null>(null);
  const [reason, setReason] = useState('');
  const [revokeError, setRevokeError] = useState('');
  const [busy, setBusy] = useState(false);

  const message = (err: unknown) => (isApiError(err) ? err.message : t('common:error.unexpected'));
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: listKey });
    await client.invalidateQueries({ queryKey: awardsKey });
  };

  const save = async (input: AchievementInput) => {
    const saved = await credentialsApi.updateAchievement(achievement.id, input);
    if (saved.backfillJobId) onBackfill?.(saved.backfillJobId);
    showToast(t('badgeSaved'), { type: 'success' });
    await refresh();
    return false;
  };

  const award = async (userId: number) => {
    setAwarding(userId);
    try {
      const { created } = await credentialsApi.award(achievement.id, userId);
      showToast(t(created ? 'badgeAwardedDone' : 'badgeAlreadyHeld'), { type: 'success' });
      await refresh();
    } catch (err) {
      showToast(message(err), { type: 'error' });
    } finally {
      setAwarding(null);
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    setRevokeError('');
    try {
      await credentialsApi.revokeBadge(revoking.certId, reason);
      showToast(t('badgeRevokedDone'), { type: 'success' });
      setRevoking(null);
      setReason('');
      await refresh();
    } catch (err) {
      setRevokeError(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cr-panel" data-testid="achievement-panel">
      <BadgeForm achievement={achievement} onSubmit={save} />

      {achievement.state === 'active' ? (
        <section aria-labelledby={ids.award}>
          <h3 id={ids.award}>{t('awardBadge')}</h3>
          <form
            className="cr-row"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch(text.trim());
            }}
          >
            <label htmlFor={ids.search}>{t('findMember')}</label>
            <input
              id={ids.search}
              className="sd-input"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              data-testid="award-search"
            />
            <Button type="submit" size="sm">
              {t('search')}
            </Button>
          </form>
          {candidates.isFetching ? <Loading /> : null}
          {candidates.isError ? (
            <ErrorState error={candidates.error} onRetry={() => void candidates.refetch()} />
          ) : null}
          {candidates.data?.length === 0 ? <EmptyState>{t('noMembersFound')}</EmptyState> : null}
          {candidates.data?.length ? (
            <ul className="sd-list">
              {candidates.data.map((c) => (
                <li key={c.id} data-testid="award-candidate">
                  {c.name} <span className="sd-muted">({c.loginId})</span>{' '}
                  <Button size="sm" loading={awarding === c.id} onClick={() => void award(c.id)}>
                    {t('awardTo', { name: c.name })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby={ids.awards}>
        <h3 id={ids.awards}>{t('badgeAwards')}</h3>
        {awards.isPending ? <Loading /> : null}
        {awards.isError ? <ErrorState error={awards.error} onRetry={() => void awards.refetch()} /> : null}
        {awards.data?.length === 0 ? <EmptyState>{t('noBadgeAwards')}</EmptyState> : null}
        {awards.data?.length ? (
          <ul className="sd-list">
            {awards.data.map((a) => (
              <li key={a.certId} data-testid="badge-award">
                <Link to={`/cert/${a.certId}`}>{a.holderName}</Link>{' '}
                <span className="sd-muted">
                  {formatDate(a.issuedAt)} ·{' '}
                  {a.revocation
                    ? t('revokedOn', {
                        date: formatDate(a.revocation.revokedAt),
                        reason: a.revocation.reason,
                      })
                    : t('state.valid')}
                </span>{' '}
                {a.revocation ? null : (
                  <Button size="sm" onClick={() => setRevoking(a)} data-testid="badge-revoke-open">
                    {t('revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <Modal open={!!revoking} onClose={() => setRevoking(null)} testId="badge-revoke-modal">
        <ModalHeader>{t('revokeBadgeTitle', { name: revoking?.holderName ?? '' })}</ModalHeader>
        <ModalBody>
          <label htmlFor={ids.reason}>{t('revokeReason')}</label>
          <textarea
            id={ids.reason}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="badge-revoke-reason"
          />
          <p className="sd-muted">{t('revokeReasonHelp')}</p>
          {revokeError ? (
            <p role="alert" className="sd-field__error">
              {revokeError}
            </p>
          ) : null}
        </ModalBody>
        <ModalFooter>
          <Button onClick={() => setRevoking(null)}>{t('cancel')}</Button>
          <Button
            color="danger"
            loading={busy}
            disabled={!reason.trim()}
            onClick={() => void revoke()}
            data-testid="badge-revoke-confirm"
          >
            {t('revoke')}
          </Button>
        </ModalFooter>
      </Modal>
    </div>
  );
}
