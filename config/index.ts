/** @seodang/config: one typed, validated configuration object for a deployment. */
export {
  configSchema,
  aiSchema,
  aiProviderNames,
  type AiConfig,
  storageSchema,
  type StorageConfig,
  type AiProviderName,
  failureLimitSchema,
  headVariantSchema,
  oauthProviderIds,
  type Config,
  type OAuthConfig,
  type OAuthClientConfig,
  type OAuthProviderId,
  type FailureLimit,
  type HeadVariant,
} from './schema.ts';
export { defaults } from './defaults.ts';
export { loadConfig, discoverPlugins, ConfigError, defaultAiModels } from './load.ts';
export { devScreensBuilt } from './dev-screens.ts';
