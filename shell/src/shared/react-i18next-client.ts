/**
 * The react-i18next surface the shell shares with plugin remotes (see react-router-client.ts
 * for why a list rather than the package). Remotes importing 'react-i18next' receive exactly
 * these names — add one here before a plugin uses it.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'seodang-react-i18next-impl';
