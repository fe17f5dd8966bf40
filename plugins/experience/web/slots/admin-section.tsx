import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, ErrorState, Loading, showToast } from '@seodang/sdk/web';
import type { ExperienceRules } from '../../common/rules.ts';
import { experienceApi } from '../api.ts';

const fields: (keyof ExperienceRules)[] = [
  'lesson',
  'quizFirstRight',
  'lecture',
  'lecturePieces',
  'present',
  'late',
  'badge',
  'certificate',
  'certificatePieces',
  'streakLength',
  'streakPieces',
];

/** `/admin`'s experience section: the channel's XP rules and the recompute of every total. */
export default function ExperienceAdminSection() {
  const { t } = useTranslation('experience');
  const titleId = useId();
  const formId = useId();
  const query = useQuery({ queryKey: ['experience', 'rules'], queryFn: experienceApi.rules });
  const [rules, setRules] = useState<ExperienceRules | null>(null);
  useEffect(() => {
    if (query.data) setRules(query.data);
  }, [query.data]);
  const save = useMutation({
    mutationFn: (next: ExperienceRules) => experienceApi.saveRules(next),
    onSuccess: () => showToast(t('admin.saved'), { type: 'success' }),
    onError: (error: Error) => showToast(error.message, { type: 'error' }),
  });
  const recompute = useMutation({
    mutationFn: experienceApi.recompute,
    onSuccess: (differences) =>
      showToast(t('admin.recomputed', { count: differences.length }), { type: 'success' }),
    onError: (error: Error) => showToast(error.message, { type: 'error' }),
  });
  return (
    <section className="sd-card" aria-labelledby={titleId} data-testid="experience-admin-section">
      <h2 id={titleId}>{t('admin.title')}</h2>
      {query.isPending ? <Loading size="sm" /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {rules ? (
        <form
          id={formId}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(rules);
          }}
        >
          <div className="xp-rules">
            {fields.map((key) => (
              <label key={key} className="sd-field">
                <span className="sd-field__label">{t(`admin.rule.${key}`)}</span>
                <input
                  className="sd-input"
                  type="number"
                  min={key === 'streakLength' ? 2 : 0}
                  max={key.endsWith('Pieces') ? 100 : key === 'streakLength' ? 100 : 10000}
                  required
                  value={rules[key]}
                  onChange={(e) => setRules({ ...rules, [key]: Number(e.target.value) })}
                />
              </label>
            ))}
          </div>
          <p className="xp-tabs">
            <Button type="submit" loading={save.isPending}>
              {t('admin.save')}
            </Button>
            <Button type="button" outline loading={recompute.isPending} onClick={() => recompute.mutate()}>
              {t('admin.recompute')}
            </Button>
          </p>
        </form>
      ) : null}
    </section>
  );
}
