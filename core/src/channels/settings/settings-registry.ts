import type { Knex } from 'knex';
import type { ChannelSettingDef, ChannelSettingsRegistry, ChannelSettingsService } from '@seodang/sdk';
import { profileFieldsFor } from '@seodang/sdk/common';
import { storedBasicDefaults } from './basic-settings.ts';

/** Core's own stored basic settings plugins may read, e.g. `core.invitationSetting`, `core.defaultExpirationDays`. */
function coreValue(key: string): { defaultValue: unknown } | undefined {
  const name = key.startsWith('core.') ? key.slice(5) : '';
  return Object.hasOwn(storedBasicDefaults, name)
    ? { defaultValue: storedBasicDefaults[name as keyof typeof storedBasicDefaults] }
    : undefined;
}

/** The settings plugins registered through `channelSettings`, in registration order. */
export class ChannelSettingsDefs implements ChannelSettingsRegistry {
  readonly defs = new Map<string, ChannelSettingDef & { plugin: string }>();
  register<T>(def: ChannelSettingDef<T>): void {
    if (!/^[a-z][a-z0-9-]*\.[a-zA-Z][a-zA-Z0-9]*$/.test(def.key))
      throw new Error(`Channel setting '${def.key}' must be named '<plugin>.<name>'`);
    const plugin = def.key.slice(0, def.key.indexOf('.'));
    if (def.key.startsWith('core.') || this.defs.has(def.key))
      throw new Error(`Channel setting '${def.key}' is registered twice`);
    def.schema.parse(def.defaultValue);
    this.defs.set(def.key, { ...(def as ChannelSettingDef), plugin });
  }

  /** Every registered setting's value in a channel, defaults filled in. */
  valuesOf(stored: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      [...this.defs.values()].map((d) => [d.key, d.key in stored ? stored[d.key] : d.defaultValue]),
    );
  }

  /** `channelSettingsRef` for plugins that read their settings. */
  service(): ChannelSettingsService {
    return {
      value: async <T>(db: Knex, channelId: number | null, key: string): Promise<T> => {
        if (key === 'core.profileFields') {
          if (channelId === null) return profileFieldsFor(null) as T;
          const row = await db('channels').where({ id: channelId }).first('settings', 'organization_type');
          return (row?.settings?.[key] ?? profileFieldsFor(row?.organization_type ?? null)) as T;
        }
        const core = coreValue(key);
        if (core) {
          if (channelId === null) return core.defaultValue as T;
          const row = await db('channels').where({ id: channelId }).first('settings');
          return ((row?.settings ?? {})[key] ?? core.defaultValue) as T;
        }
        const def = this.defs.get(key);
        if (!def) throw new Error(`Unknown channel setting '${key}'`);
        if (channelId === null) return def.defaultValue as T;
        const row = await db('channels').where({ id: channelId }).first('settings');
        const stored = (row?.settings ?? {}) as Record<string, unknown>;
        return (key in stored ? stored[key] : def.defaultValue) as T;
      },
    };
  }
}
