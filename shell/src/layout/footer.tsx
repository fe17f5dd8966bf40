import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="sd-footer">
      <div className="sd-container">{t('footer.rights')}</div>
    </footer>
  );
}
