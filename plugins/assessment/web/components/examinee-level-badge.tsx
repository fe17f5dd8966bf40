import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { examLevelTest } from './level-api.ts';
import { LevelName, LevelVerificationBadge, ReverificationNote } from './level-badges.tsx';

/**
 * One examinee's level verification where supervisors and teachers look at them (the report's
 * header): the level, the verification and a standing reverification request. Nothing for an
 * exam that is no level test.
 */
export function ExamineeLevelBadge({ examIndex, userId }: { examIndex: number; userId: number }) {
  const { t } = useTranslation('assessment');
  const q = useQuery({
    queryKey: ['assessment', 'level-test', examIndex],
    queryFn: () => examLevelTest(examIndex),
  });
  if (q.isPending) return null;
  if (q.isError)
    return (
      <span className="as-error" role="alert">
        {t('reverification.loadFailed')}
      </span>
    );
  const row = q.data?.list.find((r) => r.userId === userId);
  if (!q.data || !row) return null;
  return (
    <span className="lv-examinee" data-testid="examinee-level" data-verification={row.verification.name}>
      <LevelName level={q.data.level} />
      <LevelVerificationBadge code={row.verification.code} />
      {row.verification.reverification ? (
        <ReverificationNote reverification={row.verification.reverification} />
      ) : null}
    </span>
  );
}
