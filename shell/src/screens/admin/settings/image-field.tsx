import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, FilePicker, isApiError, showToast } from '@seodang/sdk/web';
import { removeImage, settingsQueryKey, uploadImage } from './settings-api.ts';
import { channelAdminNs } from './texts.ts';

/** A channel image (favicon or representative image): what is there now, upload and remove. */
export function ImageField({
  kind,
  path,
  label,
  help,
}: {
  kind: 'favicon' | 'representative';
  path: string | null;
  label: string;
  help: string;
}) {
  const { t } = useTranslation(channelAdminNs);
  const pickerId = useId();
  const labelId = useId();
  const helpId = useId();
  const client = useQueryClient();
  const onError = (error: unknown) =>
    showToast(isApiError(error) ? error.message : t('common:error.unexpected'), { type: 'error' });
  const done = () => {
    showToast(t('uploaded'), { type: 'success' });
    void client.invalidateQueries({ queryKey: settingsQueryKey });
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(kind, file),
    onSuccess: done,
    onError,
  });
  const remove = useMutation({ mutationFn: () => removeImage(kind), onSuccess: done, onError });
  return (
    <div className="sd-field" data-testid={`image-${kind}`}>
      <label className="sd-field__label" id={labelId} htmlFor={pickerId}>
        {label}
      </label>
      {path ? (
        <img src={path} alt="" className="sd-field__static" height={kind === 'favicon' ? 32 : 96} />
      ) : null}
      <FilePicker
        id={pickerId}
        labelledBy={labelId}
        describedBy={helpId}
        accept="image/*"
        disabled={upload.isPending}
        testId={`image-${kind}-file`}
        onFile={(file) => upload.mutate(file)}
      />
      <small id={helpId}>{help}</small>
      {path ? (
        <Button outline onClick={() => remove.mutate()} disabled={remove.isPending}>
          {t('remove')}
        </Button>
      ) : null}
    </div>
  );
}
