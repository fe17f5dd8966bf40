import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';
import { useSubmit } from './use-submit.ts';

/**
 * Asks before something is deleted (an assessment, an exam); a refusal from the server (someone
 * started meanwhile) is shown inside. Texts come translated from the caller.
 */
export function ConfirmDeleteModal({
  open,
  testId,
  heading,
  question,
  cancel,
  confirm,
  onClose,
  onConfirm,
}: {
  open: boolean;
  testId: string;
  heading: string;
  question: string;
  cancel: string;
  confirm: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { error, busy, run } = useSubmit();
  return (
    <Modal open={open} onClose={onClose} testId={testId}>
      <ModalHeader>{heading}</ModalHeader>
      <ModalBody>
        <p>{question}</p>
        {error ? (
          <p className="as-error" role="alert" data-testid={`${testId}-error`}>
            {error}
          </p>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{cancel}</Button>
        <Button
          color="danger"
          onClick={() => void run(onConfirm)}
          disabled={busy}
          data-testid={`${testId}-confirm`}
        >
          {confirm}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
