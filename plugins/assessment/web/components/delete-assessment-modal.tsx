import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';
import { useSubmit } from './use-submit.ts';

/** Asks before an assessment is deleted with its exams and every record of them. */
export function DeleteAssessmentModal({ open, title, onClose, onConfirm }: { open: boolean; title: string; onClose: () => void; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation('assessment');
  const { error, busy, run } = useSubmit();
  return (
    <Modal open={open} onClose={onClose} testId="delete-assessment-modal">
      <ModalHeader>{t('manageAssessment.deleteTitle')}</ModalHeader>
      <ModalBody>
        <p>{t('manageAssessment.deleteConfirm', { title })}</p>
        {error ? <p className="as-error" role="alert">{error}</p> : null}
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{t('manageAssessment.cancel')}</Button>
        <Button color="danger" onClick={() => void run(onConfirm)} disabled={busy} data-testid="confirm-delete">{t('manageAssessment.delete')}</Button>
      </ModalFooter>
    </Modal>
  );
}
