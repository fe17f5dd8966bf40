import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../common/index.ts';
import { lecturePath, type LectureItem } from '../api.ts';
import { PriceTag } from './price-tag.tsx';
import { WishButton } from './wish-button.tsx';
import { labelLocale } from './label-locale.ts';

// Cover colours dark enough for white text (at least 4.5:1).
const palette = ['#364fc7', '#087f5b', '#c2410c', '#6741d9', '#0b7285', '#c2255c'];

/** A catalogue card: cover, subject, educator, rating, price and the wish toggle. */
export function LectureCard({ lecture }: { lecture: LectureItem }) {
  const { t, i18n } = useTranslation('lectures');
  const locale = labelLocale(i18n.language);
  const category = lecture.category.second.id
    ? `${lecture.category.first.id}.${lecture.category.second.id}`
    : lecture.category.first.id;
  return (
    <article className="lc-card" data-testid="lecture-card" data-sequence={lecture.sequence}>
      <div
        className="lc-card__cover"
        style={{ background: palette[lecture.sequence % palette.length] }}
        aria-hidden="true"
      >
        <span>{lecture.subject.slice(0, 14)}</span>
      </div>
      <div className="lc-card__body">
        <span className="lc-card__category">{categoryLabel(category, locale)}</span>
        <h3 className="lc-card__title">
          <Link to={lecturePath(lecture)}>{lecture.subject}</Link>
        </h3>
        <p className="lc-card__educator">{lecture.educatorsData.name}</p>
        <p className="lc-card__meta">
          {lecture.reviewCount > 0 ? (
            <span>
              ★ {lecture.averageRating.toFixed(1)} ({lecture.reviewCount})
            </span>
          ) : null}
          <span>{t('common.students', { count: lecture.studentCount })}</span>
          <span>{t(`difficulty.${lecture.difficulty}`)}</span>
        </p>
        <div className="lc-card__footer">
          <PriceTag l={lecture} />
          <WishButton sequence={lecture.sequence} isWishing={lecture.isWishing} />
        </div>
      </div>
    </article>
  );
}

/** A grid of cards. */
export function LectureGrid({ lectures, testId }: { lectures: LectureItem[]; testId?: string }) {
  return (
    <div className="lc-grid" data-testid={testId}>
      {lectures.map((l) => (
        <LectureCard key={l.sequence} lecture={l} />
      ))}
    </div>
  );
}
