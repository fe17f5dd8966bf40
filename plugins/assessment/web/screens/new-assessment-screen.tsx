import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { assessmentApi } from '../api.ts';
import { AssessmentForm } from '../components/assessment-form.tsx';
import '../assessment.css';

/** /manage/assessment/new: title, one-line introduction, registration period (required), operation period. */
export function NewAssessmentScreen() {
  const { t } = useTranslation('assessment');
  const navigate = useNavigate();
  return (
    <div className="sd-container">
      <h1>{t('new.title')}</h1>
      <AssessmentForm
        testId="new-assessment"
        submitLabel={t('new.submit')}
        onSubmit={async (values) => {
          const a = await assessmentApi.create({ ...values });
          // The teacher goes on to add exams: the management page, not the learner's page.
          navigate(`/manage/assessment/${a.lectureSeq}`);
        }}
      />
    </div>
  );
}

export default NewAssessmentScreen;
