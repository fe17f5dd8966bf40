import { loadConfig, ConfigError, type Config } from '@seodang/config';

/** Loads the configuration; an invalid one prints which keys are wrong and why, and exits 2. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
