import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';

/**
 * "Resend to failed (N)": asks, naming how many, then mails every bounced or failed invitation
 * again in one request. Hidden while none failed.
 */
export function ResendFailedButton({ count, onResend }: { count: number; onResend: () => Promise<void> }) {
  const { t } = useTranslation('channel-admin');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!count) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await onResend();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button size="sm" onClick={() => setAsking(true)} data-testid="resend-failed">
        {t('invitations.mail.resendFailed', { count })}
      </Button>
      {asking && (
        <Modal open onClose={() => setAsking(false)} testId="resend-failed-confirm">
          <ModalHeader>{t('invitations.mail.resendFailedTitle')}</ModalHeader>
          <ModalBody>
            <p>{t('invitations.mail.resendFailedBody', { count })}</p>
          </ModalBody>
          <ModalFooter>
            <Button outline onClick={() => setAsking(false)}>
              {t('invitations.mail.dismiss')}
            </Button>
            <Button loading={busy} onClick={() => void confirm()} data-testid="resend-failed-ok">
              {t('invitations.mail.resendFailedOk', { count })}
            </Button>
          </ModalFooter>
        </Modal>
      )}
    </>
  );
}
