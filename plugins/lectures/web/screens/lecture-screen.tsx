import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  isApiError,
  Loading,
  showToast,
  Slot,
  useAuth,
  usePageTitle,
  useFormat,
} from '@seodang/sdk/web';
import { categoryLabel, lessonStates } from '../../common/index.ts';
import { lectureApi, lecturePath, type LectureDetail } from '../api.ts';
import { PriceTag } from '../components/price-tag.tsx';
import { WishButton } from '../components/wish-button.tsx';
import { RichHtml } from '../components/rich-html.tsx';
import { VideoPlayer } from '../components/video-player.tsx';
import { CurriculumList } from '../components/curriculum-list.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import '../components/lectures.css';
import { labelLocale } from '../components/label-locale.ts';
import { LessonSlot } from '../components/lesson-slot.tsx';
import { lectureAsideSlot } from '../../common/lecture-slots.ts';
import { purchaseSlot, type PurchaseSlotProps } from '@seodang/plugin-commerce/purchase';

/** Why the learner can or cannot study now: waiting for review, the period's end, or not started yet. */
function EnrolNote({ d }: { d: LectureDetail }) {
  const { t } = useTranslation('lectures');
  const { formatDate } = useFormat();
  const { enrolment, lecture } = d;
  const date = (iso: string | null) => (iso ? formatDate(iso) : '');
  let note: string | null = null;
  if (enrolment?.state === 'waiting') note = t('detail.waitingNote');
  else if (enrolment?.state === 'joined' && enrolment.periodState === 'ended')
    note = t('detail.endedNote', { date: date(enrolment.periodEndsAt) });
  else if (enrolment?.state === 'joined' && enrolment.periodState === 'notStarted')
    note = t('detail.notStartedNote', { date: date(lecture.openDate) });
  else if (enrolment?.state === 'joined' && enrolment.periodEndsAt)
    note = t('detail.openUntil', { date: date(enrolment.periodEndsAt) });
  return note ? (
    <p className="lc-muted" role="status" data-testid="enrol-note" style={{ margin: 0 }}>
      {note}
    </p>
  ) : null;
}

/** The enrol box: price, discount window, and the action that fits the learner's state. */
function EnrolBox({ d, onEnrol, busy }: { d: LectureDetail; onEnrol: () => void; busy: boolean }) {
  const { t } = useTranslation('lectures');
  const { formatDate } = useFormat();
  const { lecture, enrolment, curriculum } = d;
  const nextLesson =
    curriculum.find((l) => l.state !== lessonStates.COMPLETE && l.state !== lessonStates.LOCKED) ??
    curriculum[0];
  let action;
  if (enrolment?.state === 'joined') {
    action =
      enrolment.isActive && nextLesson ? (
        <Link
          className="sd-btn sd-btn--primary sd-btn--lg sd-btn--block"
          to={nextLesson.url}
          data-testid="continue-learning"
        >
          {t('detail.continue')}
        </Link>
      ) : (
        <Button block disabled>
          {enrolment.isActive
            ? t('detail.continue')
            : t(enrolment.periodState === 'notStarted' ? 'detail.notStarted' : 'detail.closed')}
        </Button>
      );
  } else if (enrolment?.state === 'waiting') {
    action = (
      <Button block disabled data-testid="enrol-waiting">
        {t('detail.waiting')}
      </Button>
    );
  } else if (!lecture.isFree && enrolment?.state !== 'invited') {
    // Sold through commerce's purchase slot; where commerce is not loaded here (or for the
    // lecture's own editors, who cannot buy it) there is no buy button.
    const unavailable = (
      <Button block disabled>
        {t('detail.paidSoon')}
      </Button>
    );
    action = d.canEdit ? (
      unavailable
    ) : (
      <LessonSlot<PurchaseSlotProps>
        slot={purchaseSlot}
        props={{ kind: 'lecture', sequence: lecture.sequence, subject: lecture.subject, owned: false }}
        fallback={unavailable}
      />
    );
  } else {
    action = (
      <Button block color="primary" size="lg" loading={busy} onClick={onEnrol} data-testid="enrol-button">
        {enrolment?.state === 'invited'
          ? t('detail.acceptInvite')
          : lecture.isFree
            ? t('detail.enrolFree')
            : t('detail.enrol')}
      </Button>
    );
  }
  return (
    <aside className="sd-card lc-buy" aria-label={t('detail.enrol')}>
      <PriceTag l={lecture} />
      {lecture.isDiscountActive && lecture.discountDueDate ? (
        <span className="lc-muted">
          {t('detail.discountUntil', {
            date: formatDate(lecture.discountDueDate),
          })}
        </span>
      ) : null}
      {action}
      {enrolment?.state === 'joined' && !lecture.isFree ? (
        <LessonSlot<PurchaseSlotProps>
          slot={purchaseSlot}
          props={{ kind: 'lecture', sequence: lecture.sequence, subject: lecture.subject, owned: true }}
        />
      ) : null}
      <EnrolNote d={d} />
      {enrolment?.state === 'joined' ? (
        <>
          <div
            className="lc-progress"
            role="progressbar"
            aria-labelledby="lc-detail-progress"
            aria-valuenow={enrolment.progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span style={{ width: `${enrolment.progress}%` }} />
          </div>
          <span className="lc-muted" id="lc-detail-progress" data-testid="lecture-progress">
            {t('detail.progress', { progress: enrolment.progress })}
          </span>
        </>
      ) : null}
      <ul className="lc-muted" style={{ margin: 0, paddingLeft: '1.1rem' }}>
        <li>{t('common.lessons', { count: lecture.lessonCount })}</li>
        <li>
          {t('detail.period')}:{' '}
          {lecture.periodType === 'days' && lecture.periodDays
            ? t('common.days', { count: lecture.periodDays })
            : t('detail.unlimited')}
        </li>
        <li>{t(`difficulty.${lecture.difficulty}`)}</li>
        {lecture.certificateIssued ? <li>{t('detail.certificate')}</li> : null}
      </ul>
      <WishButton sequence={lecture.sequence} isWishing={lecture.isWishing} />
    </aside>
  );
}

/** `/lecture/{lectureSeq}/{lectureSlug}`: introduction, curriculum, educator, price, reviews, enrol. */
export function LectureScreen() {
  const { t, i18n } = useTranslation('lectures');
  const { lectureSeq, lectureSlug } = useParams();
  const sequence = Number(lectureSeq);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { isLoggedIn } = useAuth();
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: ['lectures', 'detail', sequence],
    queryFn: () => lectureApi.detail(sequence),
    enabled: Number.isInteger(sequence),
  });
  usePageTitle(query.data?.lecture.subject);
  useEffect(() => {
    // Keep the canonical slug in the address (links with an old subject still work).
    if (query.data && lectureSlug !== query.data.lecture.slug)
      void navigate(lecturePath(query.data.lecture), { replace: true });
  }, [query.data, lectureSlug, navigate]);

  const enrol = async () => {
    if (!isLoggedIn) return void navigate(`/login?next=${encodeURIComponent(location.pathname)}`);
    setBusy(true);
    try {
      const result = await lectureApi.enrol(sequence);
      showToast(t(result.state === 'joined' ? 'detail.enrolled' : 'detail.requested'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['lectures'] });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <div className="sd-container">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  const d = query.data;
  const { lecture } = d;
  const lng = labelLocale(i18n.language);
  const category = lecture.category.second.id
    ? `${lecture.category.first.id}.${lecture.category.second.id}`
    : lecture.category.first.id;
  const joined = d.enrolment?.state === 'joined' && d.enrolment.isActive;
  return (
    <div className="sd-container" data-testid="lecture-detail">
      <div className="lc-detail__head">
        <div>
          <Link to={`/category/${category.split('.').join('/')}`} className="lc-muted">
            {categoryLabel(category, lng)}
          </Link>
          <h1 data-testid="lecture-subject">{lecture.subject}</h1>
          <p>{lecture.description}</p>
          <p className="lc-muted">
            {lecture.reviewCount > 0
              ? `★ ${lecture.averageRating.toFixed(1)} · ${t('common.reviews', { count: lecture.reviewCount })} · `
              : ''}
            {t('common.students', { count: lecture.studentCount })} · {d.educator.name}
            {!lecture.isPublic ? ` · ${t('detail.private')}` : ''}
            {!lecture.isPublished ? ` · ${t('detail.draft')}` : ''}
          </p>
          {lecture.tags.length ? (
            <p className="lc-actions">
              {lecture.tags.map((tag) => (
                <span key={tag} className="lc-badge">
                  #{tag}
                </span>
              ))}
            </p>
          ) : null}
          {d.canEdit ? (
            <p className="lc-actions">
              <Link
                className="sd-btn sd-btn--secondary sd-btn--sm"
                to={`/teach/lecture/${lecture.sequence}/edit`}
              >
                {t('detail.edit')}
              </Link>
              <Link
                className="sd-btn sd-btn--secondary sd-btn--sm"
                to={`/teach/lecture/${lecture.sequence}/manage`}
              >
                {t('detail.manage')}
              </Link>
            </p>
          ) : null}
          {lecture.introVideoUrl ? <VideoPlayer url={lecture.introVideoUrl} title={lecture.subject} /> : null}
          <section className="lc-section" aria-labelledby="lc-intro">
            <h2 id="lc-intro">{t('detail.intro')}</h2>
            <RichHtml html={lecture.contents} testId="lecture-contents" />
          </section>
          <section className="lc-section" aria-labelledby="lc-curr">
            <h2 id="lc-curr">{t('detail.curriculum')}</h2>
            <CurriculumList
              lessons={d.curriculum}
              linkable={(l) => joined || d.canEdit || (l.isPreview && lecture.isPublic)}
            />
          </section>
          <section className="lc-section" aria-labelledby="lc-educator">
            <h2 id="lc-educator">{t('detail.educator')}</h2>
            <p>
              <strong>{d.educator.name}</strong>{' '}
              <span className="lc-muted">{t('detail.lectureCount', { count: d.educator.lectureCount })}</span>
            </p>
          </section>
          <ReviewsSection sequence={lecture.sequence} canWrite={d.enrolment?.state === 'joined'} />
        </div>
        <div className="lc-detail__side">
          <EnrolBox d={d} onEnrol={() => void enrol()} busy={busy} />
          <Slot
            name={lectureAsideSlot}
            props={{ lectureIndex: lecture.sequence, enrolled: joined, canEdit: d.canEdit }}
          />
        </div>
      </div>
    </div>
  );
}

export default LectureScreen;
