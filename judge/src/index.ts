/**
 * `@seodang/judge` — the judge service: sandbox drivers, languages, graders, the queue worker
 * and the client core uses. Core should only need `@seodang/judge/protocol` (shapes) and
 * `@seodang/judge/client` (the queue client).
 */
export * from './protocol.ts';
export {
  JudgeClient,
  jobIdFor,
  LANGUAGES_KEY,
  type JudgeClientOptions,
  type SubmitOptions,
} from './client/judge-client.ts';
export { createJudge, type Judge, type JudgeOptions } from './judge.ts';
export { startWorker, type WorkerOptions, type RunningWorker } from './worker/worker.ts';
export { createDriver, DRIVER_NAMES, type DriverName } from './sandbox/drivers.ts';
export {
  SandboxInfraError,
  type SandboxDriver,
  type SandboxResult,
  type SandboxRunSpec,
  type SandboxLimits,
} from './sandbox/types.ts';
export { prepareRootfs, rootfsUpToDate } from './rootfs/prepare.ts';
export { languageOptions } from './languages/versions.ts';
export { redisConnection } from './worker/redis-url.ts';
