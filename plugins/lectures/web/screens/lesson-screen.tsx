import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorState, isApiError, Loading, showToast, Slot, usePageTitle } from '@seodang/sdk/web';
import { lessonStates } from '../../common/index.ts';
import { lessonAsideSlot } from '../../common/lecture-slots.ts';
import { lectureApi, type LessonItem, type PlayerData } from '../api.ts';
import { RichHtml } from '../components/rich-html.tsx';
import { VideoPlayer } from '../components/video-player.tsx';
import { CurriculumList } from '../components/curriculum-list.tsx';
import { LessonSlot } from '../components/lesson-slot.tsx';
import { lessonPlayerSlot, type LessonPlayerSlotProps } from '@seodang/plugin-workspace/lesson-slots';
import '../components/lectures.css';

function Item({ item, title }: { item: LessonItem; title: string }) {
  if (item.type === 'text') return <RichHtml html={item.content} testId="lesson-text" />;
  return <VideoPlayer url={item.content} title={title} />;
}

/** Quiz lessons open the coding workspace (the workspace plugin) on this lesson's quiz. */
function QuizPlaceholder({ data }: { data: PlayerData }) {
  const { t } = useTranslation('lectures');
  return (
    <div className="lc-workspace" role="note" data-testid="quiz-placeholder">
      <p>
        <strong>{t('player.quizPlaceholder')}</strong>
      </p>
      {data.lesson.quizLanguage ? (
        <p>{t('player.quizLanguage', { language: data.lesson.quizLanguage })}</p>
      ) : null}
      <Link
        className="sd-btn sd-btn--md sd-btn--primary"
        to={`/workspace/lesson/${data.lecture.sequence}/${data.lesson.index}`}
        data-testid="open-workspace"
      >
        {t('lessonType.quiz')} →
      </Link>
    </div>
  );
}

/** The lesson player: content items, the curriculum, previous/next and completion. */
export function LessonScreen() {
  const { t } = useTranslation('lectures');
  const params = useParams();
  const sequence = Number(params.lectureSeq);
  const lessonIndex = Number(params.lessonIndex);
  const client = useQueryClient();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: ['lectures', 'lesson', sequence, lessonIndex],
    queryFn: () => lectureApi.lesson(sequence, lessonIndex),
    // Quizzes solved in the workspace change the lesson's state: ask again on every return.
    refetchOnMount: 'always',
  });
  usePageTitle(query.data?.lesson.title);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <div className="sd-container">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        <Link to={`/lecture/${sequence}/${params.lectureSlug ?? ''}`}>{t('player.backToLecture')}</Link>
      </div>
    );
  }
  const data = query.data;
  const { lesson } = data;
  const done = lesson.state === lessonStates.COMPLETE;
  const complete = async () => {
    setSaving(true);
    try {
      const result = await lectureApi.complete(sequence, lessonIndex);
      showToast(t(result.lectureComplete ? 'player.lectureComplete' : 'player.markedComplete'), {
        type: 'success',
      });
      await client.invalidateQueries({ queryKey: ['lectures'] });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const lectureUrl = `/lecture/${data.lecture.sequence}/${data.lecture.slug}`;
  return (
    <div
      className={`sd-container${data.lecture.allowPrint ? '' : ' lc-noprint'}`}
      data-testid="lesson-player"
      onCopy={data.lecture.allowInternalCopy ? undefined : (e) => e.preventDefault()}
    >
      <p>
        <Link to={lectureUrl}>← {data.lecture.subject}</Link>
      </p>
      <div className="lc-player">
        <nav aria-label={t('player.curriculum')} className="sd-card">
          <h2 style={{ fontSize: '1rem' }}>{t('player.curriculum')}</h2>
          <CurriculumList lessons={data.curriculum} current={lesson.index} linkable={() => true} />
        </nav>
        <article>
          <p className="lc-actions">
            <span className="lc-badge">{t(`lessonType.${lesson.type}`)}</span>
            {lesson.contentCode ? <span className="lc-badge">{lesson.contentCode}</span> : null}
            <span className={done ? 'lc-badge lc-badge--done' : 'lc-badge'} data-testid="player-state">
              {t(`state.${lesson.state}`)}
            </span>
          </p>
          <h1 data-testid="lesson-title">{lesson.title}</h1>
          {!data.canTrack ? (
            <p className="sd-alert" role="status">
              {t('player.previewOnly')}
            </p>
          ) : null}
          {lesson.items.map((item, i) => (
            <Item key={i} item={item} title={`${t('player.videoTitle')}: ${lesson.title}`} />
          ))}
          {lesson.type === 'quiz' || lesson.type === 'tutorial' ? (
            <LessonSlot<LessonPlayerSlotProps>
              slot={lessonPlayerSlot}
              props={{
                lectureIndex: data.lecture.sequence,
                lessonIndex: lesson.index,
                lessonType: lesson.type,
                canTrack: data.canTrack,
                returnTo: location.pathname,
              }}
              fallback={lesson.type === 'quiz' ? <QuizPlaceholder data={data} /> : null}
            />
          ) : null}
          <Slot
            name={lessonAsideSlot}
            props={{
              lectureIndex: data.lecture.sequence,
              lessonIndex: lesson.index,
              lessonType: lesson.type,
              canTrack: data.canTrack,
            }}
          />
          <div className="lc-player__nav">
            {data.previous ? (
              <Link
                className="sd-btn sd-btn--secondary sd-btn--md"
                to={data.previous.url}
                data-testid="lesson-previous"
              >
                ← {t('player.previous')}
              </Link>
            ) : (
              <span />
            )}
            {data.canTrack && lesson.type !== 'quiz' ? (
              done ? (
                <span className="lc-badge lc-badge--done">{t('player.completed')}</span>
              ) : (
                <Button
                  color="primary"
                  loading={saving}
                  onClick={() => void complete()}
                  data-testid="lesson-complete"
                >
                  {t('player.complete')}
                </Button>
              )
            ) : null}
            {data.next ? (
              <Link
                className="sd-btn sd-btn--secondary sd-btn--md"
                to={data.next.url}
                data-testid="lesson-next"
              >
                {t('player.next')} →
              </Link>
            ) : (
              <span />
            )}
          </div>
        </article>
      </div>
    </div>
  );
}

export default LessonScreen;
