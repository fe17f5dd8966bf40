import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileField } from '@seodang/sdk/common';
import { api, isApiError, TextField } from '@seodang/sdk/web';

type JoinResult = 'requested' | 'alreadyRequested' | 'alreadyInvited' | 'alreadyJoined';

/**
 * Asking to join the channel: the profile fields the channel asks for (optional, the admin sees
 * them with the request) and the request button; the answer is read out where it appears.
 */
export function JoinRequestForm() {
  const { t } = useTranslation('shell');
  const [message, setMessage] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const form = useQuery({
    queryKey: ['channel-join-profile-fields'],
    queryFn: () =>
      api.get<{ data: { fields: ProfileField[] } }>('/api/channel/join/profile-fields').then((r) => r.data),
    retry: false,
  });
  const fields = form.data?.fields ?? [];

  const requestJoin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const profile = Object.fromEntries(fields.map((f) => [f, String(values.get(f) ?? '')]));
    setJoining(true);
    try {
      const { result } = await api.post<{ result: JoinResult }>('/api/channel/join', { profile });
      setMessage(t(`unauthorized.joinResult.${result}`));
    } catch (e) {
      setMessage(isApiError(e) ? e.message : t('common:error.unexpected'));
    } finally {
      setJoining(false);
    }
  };

  return (
    <form
      onSubmit={requestJoin}
      noValidate
      className="sd-form sd-join-form"
      aria-label={t('unauthorized.join')}
    >
      {fields.length ? <p>{t('unauthorized.joinProfileLead')}</p> : null}
      {fields.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`changeInfo.channelProfile.field.${field}`)}
          maxLength={50}
        />
      ))}
      {message ? (
        <p role="status" data-testid="join-result">
          {message}
        </p>
      ) : null}
      <button
        type="submit"
        className="sd-btn sd-btn--primary sd-btn--md"
        disabled={joining}
        data-testid="join-request"
      >
        {t('unauthorized.join')}
      </button>
    </form>
  );
}
