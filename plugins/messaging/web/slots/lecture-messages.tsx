import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LectureManageSectionsProps } from '@seodang/plugin-lectures/lecture-slots';

/** Manage Lecture's messaging section: write to this lecture's learners. */
export default function LectureMessages({ lectureIndex }: LectureManageSectionsProps) {
  const { t } = useTranslation('messaging');
  const titleId = useId();
  return (
    <section className="sd-card" aria-labelledby={titleId} data-testid="message-lecture-section">
      <h2 id={titleId}>{t('title')}</h2>
      <Link to={`/teach/message?lecture=${lectureIndex}`}>{t('entry.lecture')}</Link>
    </section>
  );
}
