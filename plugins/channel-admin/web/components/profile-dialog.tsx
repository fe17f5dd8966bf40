import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  isApiError,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  showToast,
  TextField,
} from '@seodang/sdk/web';
import { profileFields, type MemberView, type ProfileField } from '../../common/index.ts';
import { memberApi } from '../api.ts';

/** Edits what the channel keeps about a member: profile fields, group, departments, additional info. */
export function ProfileDialog({
  member,
  fields: chosen = profileFields,
  onClose,
}: {
  member: MemberView;
  /** The profile fields the channel uses (its setting); a field outside them shows only while filled, to be cleared. */
  fields?: readonly ProfileField[];
  onClose: () => void;
}) {
  const { t } = useTranslation('channel-admin');
  const [fields] = useState(() => profileFields.filter((f) => chosen.includes(f) || member.profile[f]));
  const client = useQueryClient();
  const [profile, setProfile] = useState<Record<ProfileField, string>>(
    () =>
      Object.fromEntries(profileFields.map((f) => [f, member.profile[f] ?? ''])) as Record<
        ProfileField,
        string
      >,
  );
  const [group, setGroup] = useState(member.group ?? '');
  const [departments, setDepartments] = useState(member.departments ?? '');
  const [additionalInfo, setAdditionalInfo] = useState(member.additionalInfo ?? '');
  const [canChange, setCanChange] = useState(member.canChangeOwnInfo ?? true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await memberApi.profile(member.id, {
        profile: Object.fromEntries(fields.map((f) => [f, profile[f].trim() || null])),
        group: group.trim() || null,
        departments: departments.trim() || null,
        additionalInfo: additionalInfo.trim() || null,
        canChangeOwnInfo: canChange,
      });
      showToast(t('profile.saved', { name: member.name }), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['channel-admin'] });
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} size="lg" testId="member-profile">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ModalHeader>{t('profile.title', { name: member.name })}</ModalHeader>
        <ModalBody>
          {error ? (
            <div className="sd-alert sd-alert--error" role="alert">
              {error}
            </div>
          ) : null}
          <div className="ca-profile-grid">
            {fields.map((f) => (
              <TextField
                key={f}
                label={t(`profileFields.${f}`)}
                maxLength={50}
                value={profile[f]}
                onChange={(e) => setProfile({ ...profile, [f]: e.target.value })}
              />
            ))}
            <TextField
              label={t('profile.group')}
              maxLength={100}
              value={group}
              onChange={(e) => setGroup(e.target.value)}
            />
            <TextField
              label={t('profile.departments')}
              maxLength={200}
              value={departments}
              onChange={(e) => setDepartments(e.target.value)}
            />
            <TextField
              label={t('profile.additionalInfo')}
              maxLength={1000}
              value={additionalInfo}
              onChange={(e) => setAdditionalInfo(e.target.value)}
            />
          </div>
          <label className="ca-check">
            <input type="checkbox" checked={canChange} onChange={(e) => setCanChange(e.target.checked)} />{' '}
            {t('profile.canChangeOwnInfo')}
          </label>
        </ModalBody>
        <ModalFooter>
          <Button type="button" outline onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" color="primary" loading={busy}>
            {t('profile.save')}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
