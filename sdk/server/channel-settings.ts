import type { Knex } from 'knex';
import type { z } from 'zod';
import { createExtensionPoint, createServiceRef } from './refs.ts';

/**
 * A per-channel setting a plugin adds to the channel's /admin/settings screen. Core keeps the
 * values (one JSON object per channel), checks each save against `schema`, writes all of a save
 * in one transaction with one action-log entry (before/after, named by `logName`).
 */
export interface ChannelSettingDef<T = unknown> {
  /** Unique across plugins: `<plugin>.<name>`, e.g. `lectures.showAllLecturesOnMain`. */
  key: string;
  schema: z.ZodType<T>;
  /** The value of a channel that never saved this setting. */
  defaultValue: T;
  /** Message key (in the plugin's catalogue) of the setting's name in the action log and on the screen. */
  logName: string;
  /** Optional message key of a one-line help text under the control. */
  helpKey?: string;
  /**
   * Web slot the settings screen renders for this setting with `{ value, onChange, disabled }`
   * (register it in your web half). Without it a boolean is a switch, a number or string a field.
   */
  webComponent?: string;
}

/** Opened by core: `env.extensionPoint(channelSettingsPoint)?.register(def)` in `register`. */
export interface ChannelSettingsRegistry {
  register<T>(def: ChannelSettingDef<T>): void;
}

/** The extension point `channelSettings` (owned by core; plugins need not `require` anything). */
export const channelSettingsPoint = createExtensionPoint<ChannelSettingsRegistry>('core.channelSettings');

/** Reads registered settings of a channel, defaults filled in. */
export interface ChannelSettingsService {
  /**
   * The value of one setting in a channel (the default when unsaved or on the public site). Core's
   * own basic settings read the same way: `core.joinSetting` ('approval' | 'invitation'),
   * `core.invitationSetting` ('mailAndLink' | 'mailOnly' | 'linkOnly'), `core.defaultExpirationDays`,
   * `core.defaultTemplate`, `core.receiveMail`, `core.ideConnection`, `core.profileFields` (the
   * profile fields members fill in; by default those of the channel's organisation type).
   */
  value<T>(db: Knex, channelId: number | null, key: string): Promise<T>;
}

/** `rc.service(channelSettingsRef)` / `ctx.service(channelSettingsRef)`. */
export const channelSettingsRef = createServiceRef<ChannelSettingsService>('core.channelSettings');

/** What switching a service off takes from a channel's members, as one plugin counts it. */
export interface ServiceImpact {
  /** Message keys with params, each one line of the confirmation ("3 assessments", "1 exam tomorrow"). */
  lines: { key: string; params?: Record<string, unknown> }[];
  /** Something is running now (an exam, a live class): switching off is refused with 409 `service_in_use`. */
  inUse?: boolean;
}

/** A plugin's answer to "what do members lose if this service is switched off here?". */
export interface ServiceImpactContributor {
  service: string;
  impact(db: Knex, channelId: number): Promise<ServiceImpact>;
}

/** Opened by core: `env.extensionPoint(serviceImpactPoint)?.register(contributor)` in `register`. */
export interface ServiceImpactRegistry {
  register(contributor: ServiceImpactContributor): void;
}

/** The extension point `serviceImpact` (owned by core). */
export const serviceImpactPoint = createExtensionPoint<ServiceImpactRegistry>('core.serviceImpact');
