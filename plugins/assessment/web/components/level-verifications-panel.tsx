import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, Loading, showToast } from '@seodang/sdk/web';
import { canAskReverification } from '../../common/level-reverification.ts';
import { examLevelTest } from './level-api.ts';
import { LevelVerificationBadge, ReverificationNote } from './level-badges.tsx';
import { ReverificationModal } from './reverification-modal.tsx';

/** Manage Assessment: every examinee's verification of a level test, and asking one who passed or failed to verify again. */
export function LevelVerificationsPanel({ examIndex }: { examIndex: number }) {
  const { t } = useTranslation('assessment');
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: ['assessment', 'level-test', examIndex],
    queryFn: () => examLevelTest(examIndex),
  });
  const [asking, setAsking] = useState<{ userId: number; name: string } | null>(null);
  if (q.isPending) return <Loading size="sm" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const list = q.data?.list ?? [];
  return (
    <div data-testid="level-verifications">
      {list.length === 0 ? (
        <EmptyState>{t('reverification.empty')}</EmptyState>
      ) : (
        <ul className="lv-verifications">
          {list.map((row) => (
            <li key={row.userId} data-testid="level-verification-row" data-user-id={row.userId}>
              <span className="ma-grow">
                {row.name} <span className="as-hint">{row.email}</span>
              </span>
              <LevelVerificationBadge code={row.verification.code} />
              {row.verification.score === null ? null : (
                <span className="as-hint">
                  {t('reverification.score', { score: row.verification.score })}
                </span>
              )}
              {canAskReverification(row.verification.code) ? (
                <Button
                  size="sm"
                  onClick={() => setAsking({ userId: row.userId, name: row.name })}
                  data-testid="ask-reverification"
                  aria-label={t('reverification.askOf', { name: row.name })}
                >
                  {t('reverification.ask')}
                </Button>
              ) : null}
              {row.verification.reverification ? (
                <ReverificationNote reverification={row.verification.reverification} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ReverificationModal
        key={asking?.userId ?? 'none'}
        examIndex={examIndex}
        examinee={asking}
        onClose={() => setAsking(null)}
        onAsked={async () => {
          showToast(t('reverification.asked'), { type: 'success' });
          setAsking(null);
          await queryClient.invalidateQueries({ queryKey: ['assessment'] });
        }}
      />
    </div>
  );
}
