import { useTranslation } from 'react-i18next';
import { isApiError, showToast } from '@seodang/sdk/web';
import type { LiveUser, Reaction } from '../../common/index.ts';
import { liveApi } from '../api.ts';

/**
 * The users sidebar: the hand queue in raise order (hosts lower any), then who is in the class;
 * hosts mute a learner, remove one (after a confirm) and put anyone in the spotlight.
 */
export function UsersPanel({
  meetingIndex,
  users,
  hands,
  isHost,
  mainUser,
}: {
  meetingIndex: number;
  users: LiveUser[];
  hands: Reaction[];
  isHost: boolean;
  mainUser: number | null;
}) {
  const { t } = useTranslation('live-class');
  const act = (run: () => Promise<unknown>, done?: string) =>
    void run()
      .then(() => (done ? showToast(done, { type: 'success' }) : undefined))
      .catch((error: unknown) =>
        showToast(isApiError(error) ? error.message : String(error), { type: 'error' }),
      );
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
            <li key={u.objectId} data-testid={`live-user-${u.objectId}`}>
              <span>
                {u.name}
                {u.userType !== 'attendee' ? ` · ${t('users.host')}` : ''}
                {!u.useAudio ? ` · ${t('users.micOff')}` : ''}
              </span>
              {isHost ? (
                <span className="lc-users__actions">
                  {mainUser !== u.objectId ? (
                    <button
                      type="button"
                      className="lc-chat__remove"
                      onClick={() => act(() => liveApi.mainUser(meetingIndex, u.objectId))}
                      data-testid={`live-spotlight-${u.objectId}`}
                    >
                      {t('users.spotlight', { name: u.name })}
                    </button>
                  ) : null}
                  {u.userType === 'attendee' ? (
                    <>
                      <button
                        type="button"
                        className="lc-chat__remove"
                        disabled={!u.useAudio}
                        onClick={() =>
                          act(
                            () => liveApi.mute(meetingIndex, u.objectId),
                            t('users.mutedDone', { name: u.name }),
                          )
                        }
                        data-testid={`live-mute-${u.objectId}`}
                      >
                        {t('users.mute', { name: u.name })}
                      </button>
                      <button
                        type="button"
                        className="lc-chat__remove"
                        onClick={() => {
                          if (confirm(t('users.kickConfirm', { name: u.name })))
                            act(
                              () => liveApi.kick(meetingIndex, u.objectId),
                              t('users.kicked', { name: u.name }),
                            );
                        }}
                        data-testid={`live-kick-${u.objectId}`}
                      >
                        {t('users.kick', { name: u.name })}
                      </button>
                    </>
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
      </ul>
    </div>
  );
}
