import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';

/**
 * 'Contact us' opens the third-party chat widget (spec §1); until one is configured the
 * dialog says how to reach support.
 */
export function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  return (
    <Modal open={open} onClose={onClose} testId="contact-modal">
      <ModalHeader>{t('contact.title')}</ModalHeader>
      <ModalBody>{t('contact.body')}</ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{tc('close')}</Button>
      </ModalFooter>
    </Modal>
  );
}
