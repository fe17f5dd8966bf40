import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLocales, pickSupportedLocale } from '../i18n/locale.ts';
import { switchLanguage } from '../i18n/setup-i18n.ts';

/** The visible language switch: changes the texts at once and remembers the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  return (
    <div className="sd-lang">
      <label htmlFor={id} className="sd-visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="sd-lang__select"
        data-testid="language-switch"
        value={pickSupportedLocale(i18n.language)}
        onChange={(e) => void switchLanguage(pickSupportedLocale(e.target.value))}
      >
        {supportedLocales.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
