import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  TextAreaField,
  useMessage,
  useFormat,
} from '@seodang/sdk/web';
import { reverificationInputSchema, reverificationReasonMax } from '../../common/level-reverification.ts';
import { reverificationMessages } from '../../common/reverification-messages.ts';
import { askReverification, retakeExams } from './level-api.ts';
import { useSubmit } from './use-submit.ts';

const catalogues = [reverificationMessages];

/**
 * Asks one examinee to verify the level again: a reason and the newer level test of the same
 * level to take it in (they become its examinee). Checked with the shared schema first.
 */
export function ReverificationModal({
  examIndex,
  examinee,
  onClose,
  onAsked,
}: {
  examIndex: number;
  /** Whom to ask; null: closed. */
  examinee: { userId: number; name: string } | null;
  onClose: () => void;
  onAsked: () => Promise<void>;
}) {
  const { t } = useTranslation('assessment');
  const { formatDateTime } = useFormat();
  const message = useMessage(catalogues);
  const [reason, setReason] = useState('');
  const [retake, setRetake] = useState('');
  const { error, setError, busy, run } = useSubmit();
  const exams = useQuery({
    queryKey: ['assessment', 'retake-exams', examIndex],
    queryFn: () => retakeExams(examIndex),
    enabled: examinee !== null,
  });
  const date = (d: string) => formatDateTime(d);
  const submit = () => {
    const body = { userId: examinee!.userId, reason, retakeExamIndex: Number(retake) || NaN };
    const parsed = reverificationInputSchema.safeParse(body);
    if (!parsed.success) return setError(message(parsed.error.issues[0]!.message));
    void run(async () => {
      await askReverification(examIndex, parsed.data);
      await onAsked();
    });
  };
  return (
    <Modal open={examinee !== null} onClose={onClose} testId="reverification-modal">
      <ModalHeader>{t('reverification.title')}</ModalHeader>
      <ModalBody>
        <p>{t('reverification.who', { name: examinee?.name ?? '' })}</p>
        <TextAreaField
          label={t('reverification.reason')}
          name="reason"
          rows={3}
          maxLength={reverificationReasonMax}
          required
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
        {exams.isPending ? (
          <Loading size="sm" delay={0} />
        ) : exams.isError ? (
          <ErrorState error={exams.error} onRetry={() => void exams.refetch()} />
        ) : exams.data.length === 0 ? (
          <p className="as-hint" data-testid="no-retake-exams">
            {t('reverification.noRetake')}
          </p>
        ) : (
          <label className="lv-retake">
            {t('reverification.retake')}
            <select
              name="retakeExam"
              value={retake}
              onChange={(e) => {
                setRetake(e.target.value);
                setError(null);
              }}
              data-testid="retake-exam"
            >
              <option value="">{t('reverification.choose')}</option>
              {exams.data.map((e) => (
                <option key={e.examIndex} value={e.examIndex}>
                  {t('reverification.retakeOption', {
                    assessment: e.assessmentTitle,
                    title: e.title,
                    start: date(e.startAt),
                  })}
                </option>
              ))}
            </select>
          </label>
        )}
        {error ? (
          <p className="as-error" role="alert" data-testid="reverification-error">
            {error}
          </p>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{t('reverification.cancel')}</Button>
        <Button color="primary" onClick={submit} disabled={busy} data-testid="confirm-reverification">
          {t('reverification.submit')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
