import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';
import { ieSuppressKey, shouldShowIeWarning, suppressUntil } from './ie-warning.ts';

function readSuppressed(): number | null {
  try {
    const value = Number(localStorage.getItem(ieSuppressKey));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Warns Internet Explorer users, with a 'do not open for one day' option (spec §2). */
export function IeWarningDialog() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const [open, setOpen] = useState(() =>
    shouldShowIeWarning(navigator.userAgent, readSuppressed(), Date.now()),
  );
  const [suppress, setSuppress] = useState(false);
  const close = () => {
    if (suppress) {
      try {
        localStorage.setItem(ieSuppressKey, String(suppressUntil(Date.now())));
      } catch {
        // Nothing to remember it in.
      }
    }
    setOpen(false);
  };
  return (
    <Modal open={open} onClose={close} testId="ie-warning">
      <ModalHeader>{t('ie.title')}</ModalHeader>
      <ModalBody>
        <p>{t('ie.body')}</p>
        <label className="sd-check">
          <input type="checkbox" checked={suppress} onChange={(e) => setSuppress(e.target.checked)} />{' '}
          {t('ie.suppress')}
        </label>
      </ModalBody>
      <ModalFooter>
        <Button onClick={close}>{tc('close')}</Button>
      </ModalFooter>
    </Modal>
  );
}
