import { createRoot } from 'react-dom/client';
import { decodeEntities } from '@seodang/sdk/common';
import {
  configureClientLog,
  logError,
  realtimeUrl,
  RealtimeClient,
  setUnexpectedErrorMessage,
  setWebQuizTypesLoader,
} from '@seodang/sdk/web';
import { parsePageData } from './page-data/read-page-data.ts';
import { decodeInitialData } from './page-data/decode-initial-data.ts';
import { setupI18n } from './i18n/setup-i18n.ts';
import { contextTermsOf } from './i18n/wording.ts';
import { pickSupportedLocale, localeCookie } from './i18n/locale.ts';
import { isAssessmentOnly, styleVariantOf } from './theme/style-variant.ts';
import { applyTheme, initialTheme } from './theme/apply-theme.ts';
import { loadPlugins } from './plugins/load-plugins.ts';
import { loadQuizTypes } from './plugins/load-quiz-types.ts';
import { Root } from './app/root.tsx';
import './styles/base.css';
import './styles/components.css';
import './styles/themes.css';

async function start(): Promise<void> {
  const pageData = parsePageData(document.getElementById('__SEODANG__')?.textContent);
  pageData.initialData = decodeInitialData(pageData.initialData, decodeEntities);
  // The channel name travels entity-encoded like the other texts of the page data.
  const channelData = pageData.pageInfo.channelData;
  if (channelData) channelData.name = decodeEntities(channelData.name);

  const cookieLocale = document.cookie.match(new RegExp(`(?:^|; )${localeCookie}=([^;]+)`))?.[1];
  const locale = pickSupportedLocale(pageData.pageInfo.locale, cookieLocale);
  const channel = pageData.pageInfo.channelData;
  const assessmentOnly = isAssessmentOnly(channel?.channelType);
  const i18n = await setupI18n(locale, contextTermsOf(channel?.channelType));
  setUnexpectedErrorMessage(i18n.t('common:error.unexpected'));

  // Client failures go to the error log (spec §7), without ever breaking the page further.
  configureClientLog({
    segment: pageData.pageInfo.logSegment ?? 'seodang',
    isMobile: pageData.pageInfo.isMobile,
  });
  window.addEventListener('error', (e) =>
    logError('window.error', {
      message: String(e.message).slice(0, 500),
      source: e.filename,
      line: e.lineno,
    }),
  );
  window.addEventListener('unhandledrejection', (e) =>
    logError('unhandled.rejection', {
      message: String((e.reason as Error)?.message ?? e.reason).slice(0, 500),
    }),
  );

  document.documentElement.dataset.style = styleVariantOf(channel?.customStyleName);
  applyTheme(initialTheme());

  // Plugin definitions load in parallel with the first render; routes appear when ready.
  void loadPlugins(pageData.capabilities.plugins, pageData.capabilities.services);
  // Plugins' quiz types load only when a quiz screen asks for them (`loadWebQuizTypes()`).
  setWebQuizTypesLoader(() =>
    loadQuizTypes(pageData.capabilities.quizTypes ?? [], pageData.capabilities.services),
  );

  const realtime = new RealtimeClient({ url: realtimeUrl() });
  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element.');
  createRoot(container).render(
    <Root pageData={pageData} realtime={realtime} assessmentOnly={assessmentOnly} />,
  );
}

void start();
