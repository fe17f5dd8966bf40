import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';

/** A button that asks before doing something destructive. */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  testId,
}: {
  label: ReactNode;
  question: string;
  onConfirm: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" color="danger" outline onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} size="sm">
        <ModalHeader>{label}</ModalHeader>
        <ModalBody>{question}</ModalBody>
        <ModalFooter>
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button
            color="danger"
            data-testid={testId ? `${testId}-confirm` : undefined}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {t('delete')}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  );
}
