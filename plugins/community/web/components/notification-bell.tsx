import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast, useAuth, useRealtimeTopic, useResync } from '@seodang/sdk/web';
import { communityApi, type NotificationItem } from '../api.ts';
import './community.css';

/**
 * The header bell: unread count, and live arrival of notifications over the realtime topic
 * `user:{id}` (event `notification.created`) with a toast.
 */
export function NotificationBell() {
  const { userData } = useAuth();
  if (!userData) return null;
  return <Bell userId={userData.id} />;
}

function Bell({ userId }: { userId: number }) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const navigate = useNavigate();
  const unread = useQuery({
    queryKey: ['notifications', 'unread'],
    queryFn: () => communityApi.notifications('all', 1).then((p) => p.unreadCount),
    staleTime: 60_000,
  });

  useRealtimeTopic(`user:${userId}`, (event, data) => {
    if (event !== 'notification.created') return;
    const item = data as NotificationItem;
    void client.invalidateQueries({ queryKey: ['notifications'] });
    const target =
      item.link && item.link.startsWith('/')
        ? item.link
        : item.type === 'promotion'
          ? '/notification/promotion'
          : '/notification';
    showToast(t('notification.arrived', { title: item.title }), {
      type: 'info',
      action: { label: t('notification.view'), style: 'link', onClick: () => void navigate(target) },
    });
  });
  useResync(() => void client.invalidateQueries({ queryKey: ['notifications'] }));

  const count = unread.data ?? 0;
  return (
    <Link
      to="/notification"
      className="cm-bell"
      data-testid="notification-bell"
      aria-label={count > 0 ? t('notification.open', { count }) : t('notification.bell')}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
        <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm5-5V7a5 5 0 0 0-4-4.9V1a1 1 0 1 0-2 0v1.1A5 5 0 0 0 3 7v4l-1.5 1.5V13h13v-.5L13 11z" />
      </svg>
      {count > 0 ? (
        // The number is drawn from an attribute, so the link's name stays the one sentence of its
        // label ("3 unread notifications") instead of a bare "3" that a Korean label cannot contain as a word.
        <span
          className="cm-bell__count"
          aria-hidden="true"
          data-testid="notification-count"
          data-count={count > 99 ? '99+' : String(count)}
        />
      ) : null}
    </Link>
  );
}

export default NotificationBell;
