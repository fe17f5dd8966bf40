import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, useAuth, useRealtimeTopic, useResync, webEmbed } from '@seodang/sdk/web';
import { workspaceQuizEmbed, type WorkspaceQuizProps } from '@seodang/plugin-workspace/quiz-embed';
import { codeEvents, type LearnerCode } from '../../common/code-tab.ts';
import { liveTopic, type LiveUser } from '../../common/index.ts';
import { codeApi } from '../code-api.ts';
import { CodeView } from './code-card.tsx';

/**
 * The learner's code tab: they are told their teacher sees their code, see the code a host shows
 * to the class, and solve the class's quiz through the workspace's quiz embed.
 */
export function LearnerCode({
  meetingIndex,
  quizIndex,
  shownUserId,
  users,
}: {
  meetingIndex: number;
  quizIndex: number;
  shownUserId: number | null;
  users: LiveUser[];
}) {
  const { t } = useTranslation('live-class');
  const { userData } = useAuth();
  const [shown, setShown] = useState<LearnerCode | null>(null);
  const load = useEmbed();
  const Embed = useMemo<ComponentType<WorkspaceQuizProps> | null>(() => (load ? lazy(load) : null), [load]);
  const other = shownUserId !== null && shownUserId !== userData?.id ? shownUserId : null;
  const refresh = useCallback(() => {
    if (other === null) return setShown(null);
    void codeApi
      .code(meetingIndex)
      .then((got) => setShown(got.list.find((c) => c.userObjectId === other) ?? null))
      .catch(() => setShown(null));
  }, [meetingIndex, other, quizIndex]);
  useEffect(refresh, [refresh]);
  useRealtimeTopic(liveTopic(meetingIndex), (event) => {
    if (event === codeEvents.shownSaved) refresh();
  });
  useResync(refresh);
  const shownName = users.find((u) => u.objectId === other)?.name ?? shown?.name ?? '';

  return (
    <div className="lc-code__learner">
      <p className="sd-alert lc-code__notice" data-testid="live-code-notice">
        {shownUserId === userData?.id ? t('code.mineShown') : t('code.teacherSees')}
      </p>
      {other !== null ? (
        <section
          className="lc-code__shown sd-card"
          aria-labelledby="lc-code-shown"
          data-testid="live-shown-code"
        >
          <h3 id="lc-code-shown">{t('code.shownTitle', { name: shownName })}</h3>
          <CodeView code={shown ?? undefined} label={t('code.codeOf', { name: shownName })} />
        </section>
      ) : null}
      {Embed ? (
        <Suspense fallback={<Loading />}>
          <Embed key={quizIndex} quizIndex={quizIndex} />
        </Suspense>
      ) : (
        <p role="alert">{t('code.quizUnavailable')}</p>
      )}
    </div>
  );
}

/** The workspace's quiz embed, when the workspace's web half is loaded here. */
const useEmbed = () => webEmbed<WorkspaceQuizProps>(workspaceQuizEmbed);
