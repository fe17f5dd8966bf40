/** @seodang/config: one typed, validated configuration object for a deployment. */
export { configSchema, headVariantSchema, type Config, type HeadVariant } from './schema.ts';
export { defaults } from './defaults.ts';
export { loadConfig, discoverPlugins, ConfigError } from './load.ts';
