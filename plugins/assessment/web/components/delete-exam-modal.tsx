import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';
import { useSubmit } from './use-submit.ts';

/** Asks before one exam is deleted with its members, supervision groups and notices; a refusal (someone started meanwhile) is shown here. */
export function DeleteExamModal({ title, onClose, onConfirm }: { title: string | null; onClose: () => void; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation('assessment');
  const { error, busy, run } = useSubmit();
  return (
    <Modal open={title !== null} onClose={onClose} testId="delete-exam-modal">
      <ModalHeader>{t('examRemoval.deleteTitle')}</ModalHeader>
      <ModalBody>
        <p>{t('examRemoval.deleteConfirm', { title })}</p>
        {error ? <p className="as-error" role="alert" data-testid="delete-exam-error">{error}</p> : null}
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{t('examRemoval.cancel')}</Button>
        <Button color="danger" onClick={() => void run(onConfirm)} disabled={busy} data-testid="confirm-delete-exam">{t('examRemoval.deleteExam')}</Button>
      </ModalFooter>
    </Modal>
  );
}
