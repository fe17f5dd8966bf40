/** @seodang/sdk: what plugin authors import on the server side. */
export { definePlugin } from './define-plugin.ts';
export {
  createServiceRef,
  createExtensionPoint,
  defineEvent,
  type ServiceRef,
  type ExtensionPoint,
  type EventDef,
} from './refs.ts';
export { AppError, notFound, forbidden, unauthenticated, badRequest } from './errors.ts';
export { validationError, zodIssueMessage } from './validation.ts';
export { paginationQuery, pageOf, type Page } from './pagination.ts';
export { sanitizeRichText, sanitizePlainText } from './sanitize.ts';
export { TtlCache } from './ttl-cache.ts';
export {
  defineJob,
  type JobDef,
  type JobOptions,
  type JobSchedule,
  type JobContext,
  type JobStatus,
  type EnqueueOptions,
  type JobAccess,
} from './jobs.ts';
export { accountsRef, type AccountService, type NewAccount } from './accounts.ts';
export {
  fileStorageRef,
  FileNotFoundError,
  checkFileKey,
  channelFiles,
  type FileStorageService,
  type FileStore,
  type StoredFile,
  type FileRead,
  type FileBody,
  type ByteRange,
  type PutOptions,
  type DownloadUrlOptions,
} from './file-storage.ts';
export {
  mediaRef,
  MediaUnavailableError,
  type MediaService,
  type MediaServer,
  type MediaRooms,
  type MediaRoom,
  type MediaRoomOptions,
  type MediaModeration,
  type MediaPublisher,
  type MediaUrls,
  type MediaRecordingFiles,
  type MediaSourceFile,
  type MediaComposition,
  type MediaTrackPlacement,
  type ServeMediaOptions,
  parseRange,
  serveMediaFile,
} from './media.ts';
export { mailRef, type MailService, type MailMessage, type MailRecord, type MailStatus } from './mail.ts';
export {
  defineMailTemplate,
  mailDateTime,
  renderMail,
  templateMail,
  type MailContent,
  type MailTemplate,
} from './mail-template.ts';
export {
  membershipRef,
  membershipActions,
  invitationStates,
  type MembershipService,
  type MembershipAction,
  type MembershipScope,
  type MemberProfilePatch,
  type InvitationSource,
  type JoinRequestResult,
  type SeatUsage,
} from './memberships.ts';
export { safeFileName, attachmentDisposition, sendAttachment } from './attachment.ts';
export { sendEventStream, type EventStream, type EventStreamOptions } from './event-stream.ts';
export {
  managerRight,
  mainManagerOnly,
  hasManagerRight,
  isMainManager,
  requireManagerRight,
  managerRequirementOf,
  type ManagerRequirement,
} from './manager-rights.ts';
export {
  channelSettingsPoint,
  channelSettingsRef,
  serviceImpactPoint,
  type ChannelSettingDef,
  type ChannelSettingsRegistry,
  type ChannelSettingsService,
  type ServiceImpact,
  type ServiceImpactContributor,
  type ServiceImpactRegistry,
} from './channel-settings.ts';
export { coreEvents } from './core-events.ts';
export {
  channelLookup,
  type ScopedKindDef,
  type ChannelLookup,
  type NotFoundAs,
  type ScopedUser,
} from './channel-scope.ts';
export type {
  PluginManifest,
  PluginDefinition,
  RegisterEnv,
  PluginGauge,
  StartContext,
  RequestContext,
  RouteDef,
  Access,
  AccessExpectation,
  ChannelData,
  TopicPolicy,
  InitialDataProvider,
  SeedContext,
} from './types.ts';
export { Model } from 'objection';
export type { Knex } from 'knex';
