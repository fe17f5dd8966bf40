import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal, ModalBody, ModalFooter, ModalHeader } from './modal.tsx';

/**
 * Asks 'Do you want to leave the page?' (spec §2) before leaving while `when` is true: a modal
 * for in-app navigation, the browser's own prompt for reloads and closing the tab.
 */
export function PageLeaveConfirm({ when }: { when: boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const open = blocker.state === 'blocked';
  return (
    <Modal open={open} onClose={() => blocker.reset?.()} size="sm" testId="page-leave-confirm">
      <ModalHeader>{t('leave.title', 'Leave page')}</ModalHeader>
      <ModalBody>{t('leave.message', 'Do you want to leave the page?')}</ModalBody>
      <ModalFooter>
        <Button onClick={() => blocker.reset?.()}>{t('leave.stay', 'Stay')}</Button>
        <Button color="primary" onClick={() => blocker.proceed?.()}>
          {t('leave.leave', 'Leave')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
