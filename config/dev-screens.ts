/**
 * Whether a web build made under this NODE_ENV carries the developer screens (the UI kit at
 * `/dev/ui`): every build but a production one. The one rule for both sides: scripts/build-web.ts
 * defines `__SEODANG_DEV_UI__` with it (and records it in shell/dist/manifest.json), and core's
 * route table claims `/dev/ui` only when it holds for the server's `env`, so in production the path
 * answers 404 like any unknown one.
 */
export const devScreensBuilt = (nodeEnv: string | undefined): boolean => nodeEnv !== 'production';
