import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, isApiError, showToast } from '@seodang/sdk/web';

/** Before the first question: what is sent, who reads it and how long it is kept (POST policy). */
export function PolicyModal({
  retentionDays,
  onAccept,
  onDecline,
}: {
  /** Days the texts are kept (`ai.retentionDays`), when the server says. */
  retentionDays?: number;
  onAccept: () => Promise<void>;
  onDecline: () => void;
}) {
  const { t } = useTranslation('ai-assistant');
  const [busy, setBusy] = useState(false);
  return (
    <Modal open onClose={onDecline} closeOnBackdrop={false} testId="ai-policy">
      <ModalHeader>{t('policy.title')}</ModalHeader>
      <ModalBody>
        <p>{t('policy.intro')}</p>
        <h3 className="ai-policy__h">{t('policy.sentTitle')}</h3>
        <p>{t('policy.sent')}</p>
        <h3 className="ai-policy__h">{t('policy.readersTitle')}</h3>
        <p>{t('policy.readers')}</p>
        <h3 className="ai-policy__h">{t('policy.retentionTitle')}</h3>
        <p>{retentionDays ? t('policy.retentionDays', { days: retentionDays }) : t('policy.retention')}</p>
      </ModalBody>
      <ModalFooter>
        <Button outline onClick={onDecline}>
          {t('policy.decline')}
        </Button>
        <Button
          color="primary"
          loading={busy}
          data-testid="ai-policy-accept"
          onClick={() => {
            setBusy(true);
            onAccept()
              .catch((e) => showToast(isApiError(e) ? e.message : t('error.provider'), { type: 'error' }))
              .finally(() => setBusy(false));
          }}
        >
          {t('policy.accept')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
