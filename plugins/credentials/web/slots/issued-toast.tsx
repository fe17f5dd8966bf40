import { useNavigate } from 'react-router';
import i18next from 'i18next';
import { showToast, useAuth, useRealtimeTopic } from '@seodang/sdk/web';
import { badgeAwardedEvent, certificateIssuedEvent } from '../../common/events.ts';
import { texts } from '../texts.ts';

/**
 * Listens on the signed-in user's topic and toasts a new certificate or badge, linking to its page. Renders
 * nothing; it is on every page, so its texts are fetched with the first toast, not with the page.
 */
export default function IssuedToast() {
  const { userData } = useAuth();
  return userData ? <Listener userId={userData.id} /> : null;
}

function Listener({ userId }: { userId: number }) {
  const navigate = useNavigate();
  useRealtimeTopic(`user:${userId}`, (event, data) => {
    if (event !== certificateIssuedEvent && event !== badgeAwardedEvent) return;
    const { certId, title } = data as { certId: string; title: string };
    const language = i18next.resolvedLanguage ?? i18next.language;
    void texts.load(language).then(() => {
      const t = i18next.getFixedT(language, 'credentials');
      showToast(t(event === badgeAwardedEvent ? 'badgeAwardedToast' : 'issuedToast', { title }), {
        type: 'success',
        action: {
          label: t('issuedToastView'),
          style: 'link',
          onClick: () => void navigate(`/cert/${certId}`),
        },
      });
    });
  });
  return null;
}
