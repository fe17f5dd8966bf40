import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToast, useAuth, useRealtimeTopic } from '@seodang/sdk/web';
import { certificateIssuedEvent } from '../../common/events.ts';

/** Listens on the signed-in user's topic and toasts a new certificate, linking to its page. Renders nothing. */
export default function IssuedToast() {
  const { userData } = useAuth();
  return userData ? <Listener userId={userData.id} /> : null;
}

function Listener({ userId }: { userId: number }) {
  const { t } = useTranslation('credentials');
  const navigate = useNavigate();
  useRealtimeTopic(`user:${userId}`, (event, data) => {
    if (event !== certificateIssuedEvent) return;
    const { certId, title } = data as { certId: string; title: string };
    showToast(t('issuedToast', { title }), {
      type: 'success',
      action: { label: t('issuedToastView'), style: 'link', onClick: () => void navigate(`/cert/${certId}`) },
    });
  });
  return null;
}
