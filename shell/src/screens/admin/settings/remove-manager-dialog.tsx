import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';
import type { ManagerView } from './manager-api.ts';
import { channelAdminNs } from './texts.ts';
import './manager-texts.ts';

/** Confirms the end of a co-manager, naming them and what they become. */
export function RemoveManagerDialog({
  manager,
  busy,
  onConfirm,
  onClose,
}: {
  manager: ManagerView | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(channelAdminNs);
  const name = manager ? `${manager.name} (${manager.loginId})` : '';
  return (
    <Modal open={manager !== null} onClose={onClose} testId="remove-co-manager-dialog">
      <ModalHeader>{t('removeCoManagerTitle', { name })}</ModalHeader>
      <ModalBody>
        <p>{t('removeCoManagerLead', { name })}</p>
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button color="danger" loading={busy} onClick={onConfirm} data-testid="remove-co-manager-confirm">
          {t('removeCoManager')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
