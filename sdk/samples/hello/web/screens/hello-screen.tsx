import { useTranslation } from 'react-i18next';

export default function HelloScreen() {
  const { t } = useTranslation('hello');
  return <h1>{t('title')}</h1>;
}
