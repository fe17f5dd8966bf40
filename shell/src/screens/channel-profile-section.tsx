import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ProfileField } from '@seodang/sdk/common';
import { api, Button, isApiError, showToast, TextField } from '@seodang/sdk/web';
import { useZodForm } from '@seodang/sdk/web-forms';
import { FormError } from './auth-card.tsx';

interface OwnProfile {
  fields: ProfileField[];
  profile: Partial<Record<ProfileField, string>>;
  canChangeOwnInfo: boolean;
}

const queryKey = ['channel-own-profile'];

/**
 * /change_info's "Channel profile": the profile fields this channel asks its members for, editable
 * by the member unless the channel manages them (then read-only, saying so). Shown only to a
 * joined member of the request's channel with at least one field.
 */
export function ChannelProfileSection() {
  const { t } = useTranslation('shell');
  const own = useQuery({
    queryKey,
    queryFn: () => api.get<{ data: OwnProfile }>('/api/channel/me/profile').then((r) => r.data),
    retry: false,
  });
  if (!own.data?.fields.length) return null;
  return (
    <section
      className="sd-channel-profile"
      aria-labelledby="sd-channel-profile-title"
      data-testid="channel-profile"
    >
      <h2 id="sd-channel-profile-title">{t('changeInfo.channelProfile.title')}</h2>
      {own.data.canChangeOwnInfo ? (
        <ChannelProfileForm own={own.data} />
      ) : (
        <>
          <p data-testid="channel-profile-managed">{t('changeInfo.channelProfile.managed')}</p>
          <dl className="sd-channel-profile__values">
            {own.data.fields.map((field) => (
              <div key={field}>
                <dt>{t(`changeInfo.channelProfile.field.${field}`)}</dt>
                <dd>{own.data.profile[field] || t('changeInfo.channelProfile.blank')}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

function ChannelProfileForm({ own }: { own: OwnProfile }) {
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  const schema = useMemo(
    () => z.object(Object.fromEntries(own.fields.map((f) => [f, z.string().trim().max(50)]))),
    [own.fields],
  );
  const defaults = useMemo(() => Object.fromEntries(own.fields.map((f) => [f, own.profile[f] ?? ''])), [own]);
  const { register, handleSubmit, formState, setError } = useZodForm(schema, { values: defaults });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await api.put<{ data: OwnProfile }>('/api/channel/me/profile', { profile: values });
      client.setQueryData(queryKey, data);
      showToast(t('changeInfo.channelProfile.saved'), { type: 'success' });
    } catch (error) {
      setError('root', { message: isApiError(error) ? error.message : t('common:error.unexpected') });
      // The channel may have changed its fields or taken editing away meanwhile: show what holds now.
      await client.invalidateQueries({ queryKey });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="sd-form">
      <FormError message={formState.errors.root?.message ?? null} />
      {own.fields.map((field) => (
        <TextField
          key={field}
          label={t(`changeInfo.channelProfile.field.${field}`)}
          maxLength={50}
          error={formState.errors[field]}
          {...register(field)}
        />
      ))}
      <Button type="submit" loading={formState.isSubmitting} data-testid="channel-profile-submit">
        {t('changeInfo.channelProfile.submit')}
      </Button>
    </form>
  );
}
