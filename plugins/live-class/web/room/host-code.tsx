import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, showToast, useRealtimeTopic, useResync } from '@seodang/sdk/web';
import { codeEvents, liveHostsTopic, type LearnerCode } from '../../common/code-tab.ts';
import type { LiveUser } from '../../common/index.ts';
import { codeApi } from '../code-api.ts';
import { CodeCard } from './code-card.tsx';

/**
 * The host's code tab: a card per learner in the room with their saved code. Only the cards on
 * screen are fetched; a learner's save (heard on the hosts' topic, ids only) refreshes their card
 * when it is on screen, or when it next comes into view.
 */
export function HostCode({
  meetingIndex,
  quizIndex,
  learners,
  shownUserId,
}: {
  meetingIndex: number;
  quizIndex: number;
  learners: LiveUser[];
  shownUserId: number | null;
}) {
  const { t } = useTranslation('live-class');
  const [codes, setCodes] = useState<Record<number, LearnerCode>>({});
  // Cards on screen, and cards whose code is older than the learner's last save.
  const visible = useRef(new Set<number>());
  const stale = useRef(new Set<number>());
  const load = useCallback(
    async (ids: number[]) => {
      if (!ids.length) return;
      ids.forEach((id) => stale.current.delete(id));
      const got = await codeApi.code(meetingIndex, ids);
      setCodes((old) => ({ ...old, ...Object.fromEntries(got.list.map((c) => [c.userObjectId, c])) }));
    },
    [meetingIndex],
  );
  const loadQuietly = useCallback(
    (ids: number[]) => void load(ids).catch(() => ids.forEach((id) => stale.current.add(id))),
    [load],
  );

  // Another quiz: every card's code is to be read anew.
  useEffect(() => {
    setCodes({});
    stale.current = new Set(learners.map((l) => l.objectId));
    loadQuietly([...visible.current]);
  }, [quizIndex]);

  // Which cards are on screen; a card coming into view with stale code is fetched.
  const seen = useRef<(entries: IntersectionObserverEntry[]) => void>(() => undefined);
  seen.current = (entries) => {
    const appeared: number[] = [];
    for (const entry of entries) {
      const id = Number((entry.target as HTMLElement).dataset.user);
      if (!entry.isIntersecting) visible.current.delete(id);
      else if (!visible.current.has(id)) {
        visible.current.add(id);
        if (stale.current.has(id)) appeared.push(id);
      }
    }
    loadQuietly(appeared);
  };
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const cardRef = (id: number) => (el: HTMLElement | null) => {
    if (!el) return;
    // A card seen for the first time has no code yet.
    if (!(id in codes)) stale.current.add(id);
    observer.current ??= new IntersectionObserver((entries) => seen.current(entries));
    observer.current.observe(el);
  };

  useRealtimeTopic(liveHostsTopic(meetingIndex), (event, data) => {
    if (event !== codeEvents.saved) return;
    const { userObjectId, version } = data as { userObjectId: number; version: number };
    if ((codes[userObjectId]?.version ?? 0) >= version) return;
    stale.current.add(userObjectId);
    if (visible.current.has(userObjectId)) loadQuietly([userObjectId]);
  });
  // Back after a dropped connection: saves may have been missed.
  useResync(() => {
    stale.current = new Set(learners.map((l) => l.objectId));
    loadQuietly([...visible.current]);
  });

  const show = (userObjectId: number, on: boolean) =>
    void codeApi
      .show(meetingIndex, on ? userObjectId : null)
      .catch((error: unknown) =>
        showToast(isApiError(error) ? error.message : String(error), { type: 'error' }),
      );

  if (!learners.length) return <p className="lc-code__empty">{t('code.noLearners')}</p>;
  return (
    <ul className="lc-code__cards" aria-label={t('code.cards')} data-testid="live-code-cards">
      {learners.map((l) => (
        <CodeCard
          key={l.objectId}
          userObjectId={l.objectId}
          name={l.name}
          code={codes[l.objectId]}
          shown={shownUserId === l.objectId}
          onShow={(on) => show(l.objectId, on)}
          cardRef={cardRef(l.objectId)}
        />
      ))}
    </ul>
  );
}
