import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, isApiError, Loading, showToast } from '@seodang/sdk/web';
import type { Achievement, BadgeRule, BadgeRuleKind } from '../../common/badges.ts';
import { credentialsApi } from '../api.ts';
import { AchievementPanel } from '../components/achievement-panel.tsx';

const listKey = ['credentials', 'achievements'];
// The same list as `badgeRuleKinds` in common (not imported: it would bring zod to this screen).
const ruleKinds: BadgeRuleKind[] = [
  'manual',
  'first_right',
  'lecture_completed',
  'present_streak',
  'level_reached',
];
const imageSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * /teach/badges: teachers and admins make achievements (SVG image, rule), edit them, award them by
 * hand, revoke awards with a reason, and delete or archive them.
 */
export default function ManageBadgesScreen() {
  const { t } = useTranslation('credentials');
  const client = useQueryClient();
  const list = useQuery({ queryKey: listKey, queryFn: credentialsApi.achievements });
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [criteria, setCriteria] = useState('');
  const [image, setImage] = useState('');
  const [kind, setKind] = useState<BadgeRuleKind>('manual');
  const [lecture, setLecture] = useState('');
  const [count, setCount] = useState('3');
  const [level, setLevel] = useState('5');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState<number | null>(null);

  const rule = (): BadgeRule => {
    if (kind === 'lecture_completed') return { kind, lectureIndex: lecture ? Number(lecture) : null };
    if (kind === 'present_streak') return { kind, lectureIndex: Number(lecture), count: Number(count) };
    if (kind === 'level_reached') return { kind, level: Number(level) };
    return { kind };
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!image) return setError(t('imageRequired'));
    setSaving(true);
    try {
      await credentialsApi.createAchievement({ name, description, criteria, image, rule: rule() });
      showToast(t('badgeCreated'), { type: 'success' });
      setName('');
      setDescription('');
      setCriteria('');
      await client.invalidateQueries({ queryKey: listKey });
    } catch (err) {
      setError(isApiError(err) ? err.message : t('common:error.unexpected'));
    } finally {
      setSaving(false);
    }
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
      <form className="sd-card" onSubmit={(e) => void create(e)} aria-labelledby="new-badge-title">
        <h2 id="new-badge-title">{t('newBadge')}</h2>
        <label className="sd-field">
          <span>{t('badgeName')}</span>
          <input value={name} maxLength={60} required onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="sd-field">
          <span>{t('badgeDescription')}</span>
          <textarea
            value={description}
            maxLength={200}
            required
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <label className="sd-field">
          <span>{t('badgeCriteria')}</span>
          <textarea value={criteria} maxLength={500} required onChange={(e) => setCriteria(e.target.value)} />
        </label>
        <label className="sd-field">
          <span>{t('badgeImage')}</span>
          <input
            type="file"
            accept=".svg,image/svg+xml"
            aria-describedby="badge-image-help"
            onChange={(e) => void e.target.files?.[0]?.text().then(setImage)}
          />
          <small id="badge-image-help" className="sd-muted">
            {t('badgeImageHelp')}
          </small>
        </label>
        <label className="sd-field">
          <span>{t('badgeRule')}</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as BadgeRuleKind)}>
            {ruleKinds.map((k) => (
              <option key={k} value={k}>
                {t(`rule.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'lecture_completed' || kind === 'present_streak' ? (
          <label className="sd-field">
            <span>{t('ruleLecture')}</span>
            <input
              type="number"
              min={1}
              value={lecture}
              required={kind === 'present_streak'}
              onChange={(e) => setLecture(e.target.value)}
            />
          </label>
        ) : null}
        {kind === 'present_streak' ? (
          <label className="sd-field">
            <span>{t('ruleCount')}</span>
            <input type="number" min={2} max={100} value={count} onChange={(e) => setCount(e.target.value)} />
          </label>
        ) : null}
        {kind === 'level_reached' ? (
          <label className="sd-field">
            <span>{t('ruleLevel')}</span>
            <input type="number" min={2} max={999} value={level} onChange={(e) => setLevel(e.target.value)} />
          </label>
        ) : null}
        {error ? (
          <p role="alert" className="sd-field__error">
            {error}
          </p>
        ) : null}
        <Button type="submit" color="primary" loading={saving}>
          {t('createBadge')}
        </Button>
      </form>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <EmptyState>{t('noAchievements')}</EmptyState> : null}
      {list.data?.length ? (
        <ul className="sd-list sd-card">
          {list.data.map((a) => (
            <li key={a.id} data-testid="achievement">
              <img src={imageSrc(a.image)} alt={a.name} width={48} height={48} /> <strong>{a.name}</strong>{' '}
              <span className="sd-muted">
                {a.rule.kind === 'level_reached'
                  ? t('ruleLevelOf', { level: a.rule.level })
                  : t(`rule.${a.rule.kind}`)}{' '}
                · {t('awardedCount', { count: a.awarded })}
                {a.state === 'archived' ? ` · ${t('archivedBadge')}` : ''}
              </span>
              {a.canManage && a.state === 'active' ? (
                <Button size="sm" outline onClick={() => void remove(a)}>
                  {t('deleteBadge')}
                </Button>
              ) : null}
              {a.canManage ? (
                <Button
                  size="sm"
                  outline
                  aria-expanded={managing === a.id}
                  onClick={() => setManaging(managing === a.id ? null : a.id)}
                  data-testid="achievement-manage"
                >
                  {t('manageBadge', { name: a.name })}
                </Button>
              ) : null}
              {managing === a.id ? <AchievementPanel key={a.id} achievement={a} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
