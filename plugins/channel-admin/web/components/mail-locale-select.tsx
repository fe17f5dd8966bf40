import { useTranslation } from 'react-i18next';

/** The languages an invitation mail can be written in. */
export const mailLocales = ['ko', 'en', 'ja'] as const;
export type MailLocale = (typeof mailLocales)[number];

/** The mail language a form starts from: the admin's own, or Korean. */
export function initialMailLocale(language: string): MailLocale {
  return mailLocales.find((l) => language.startsWith(l)) ?? 'ko';
}

/** "Language" of the invitation mails, as a label and a select (the forms lay them out in their grid). */
export function MailLocaleSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: MailLocale;
  onChange: (locale: MailLocale) => void;
}) {
  const { t } = useTranslation('channel-admin');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as MailLocale)}>
        {mailLocales.map((l) => (
          <option key={l} value={l}>
            {t(`invitations.locales.${l}`)}
          </option>
        ))}
      </select>
    </>
  );
}
