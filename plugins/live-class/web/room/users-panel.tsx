import { useTranslation } from 'react-i18next';
import type { LiveUser, Reaction } from '../../common/index.ts';
import { liveApi } from '../api.ts';

/** The users sidebar: the hand queue in raise order (hosts lower any), then who is in the class. */
export function UsersPanel({
  meetingIndex,
  users,
  hands,
  isHost,
}: {
  meetingIndex: number;
  users: LiveUser[];
  hands: Reaction[];
  isHost: boolean;
}) {
  const { t } = useTranslation('live-class');
  return (
    <div className="lc-users" data-testid="live-users">
      <h3>{t('users.hands')}</h3>
      {hands.length === 0 ? <p>{t('users.noHands')}</p> : null}
      <ol className="lc-users__hands" data-testid="live-hands">
        {hands.map((h) => (
          <li key={h.userObjectId}>
            {h.name}
            {isHost ? (
              <button
                type="button"
                className="lc-chat__remove"
                onClick={() => void liveApi.lowerHand(meetingIndex, h.userObjectId)}
              >
                {t('users.lower', { name: h.name })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <h3>{t('room.users')}</h3>
      <ul className="lc-users__list">
        {users
          .filter((u) => u.present)
          .map((u) => (
            <li key={u.objectId}>
              {u.name}
              {u.userType !== 'attendee' ? ` · ${t('users.host')}` : ''}
            </li>
          ))}
      </ul>
    </div>
  );
}
