import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInitialData, usePageInfo, usePageTitle } from '@seodang/sdk/web';
import { PluginSlot } from '../layout/plugin-slot.tsx';

/** The main page `/`: welcome text, the channel notices, then what plugins put in `home.main`. */
export function HomeScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(undefined);
  const { channelData } = usePageInfo();
  const { channelNoticeList } = useInitialData();
  return (
    <div className="sd-container" data-testid="home-screen">
      <section className="sd-hero">
        <h1>{channelData?.name ?? t('home.welcome')}</h1>
        <p>{t('home.lead')}</p>
      </section>
      {channelNoticeList?.length ? (
        <section aria-labelledby="sd-home-notices" className="sd-card">
          <h2 id="sd-home-notices">{t('home.notices')}</h2>
          <ul className="sd-list" data-testid="home-notices">
            {channelNoticeList.map((notice, i) => (
              <li key={String(notice.index ?? i)}>
                {notice.index !== undefined ? (
                  <Link to={`/notice/${String(notice.index)}`}>{notice.title}</Link>
                ) : (
                  notice.title
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PluginSlot name="home.main" />
    </div>
  );
}
