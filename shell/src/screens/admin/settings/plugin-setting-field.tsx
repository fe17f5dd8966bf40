import { Suspense, lazy, useId, useMemo, type ComponentType } from 'react';
import type { ChannelSettingsView } from './settings-api.ts';
import { usePlugins } from '../../../plugins/plugin-store.ts';

/** What a plugin's setting component receives (its `webComponent` slot). */
export interface SettingComponentProps {
  value: unknown;
  onChange: (value: unknown) => void;
}

/**
 * One setting a plugin registered through `channelSettings`: its own component when it names a
 * `webComponent` slot, else a switch for a boolean and a field for a number or text.
 */
export function PluginSettingField({
  setting,
  value,
  onChange,
}: {
  setting: ChannelSettingsView['extensions'][number];
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const id = useId();
  const helpId = useId();
  const { plugins } = usePlugins();
  const Custom = useMemo(() => {
    const slot = setting.webComponent
      ? plugins.flatMap((p) => p.slots ?? []).find((s) => s.slot === setting.webComponent)
      : undefined;
    return slot
      ? lazy(slot.component as () => Promise<{ default: ComponentType<SettingComponentProps> }>)
      : null;
  }, [plugins, setting.webComponent]);
  const help = setting.help ? <small id={helpId}>{setting.help}</small> : null;
  if (Custom)
    return (
      <div className="sd-field" data-testid={`setting-${setting.key}`}>
        <span className="sd-field__label">{setting.name}</span>
        <Suspense fallback={null}>
          <Custom value={value} onChange={onChange} />
        </Suspense>
        {help}
      </div>
    );
  if (typeof setting.defaultValue === 'boolean')
    return (
      <div className="sd-field" data-testid={`setting-${setting.key}`}>
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={value === true}
            aria-describedby={setting.help ? helpId : undefined}
            onChange={(e) => onChange(e.target.checked)}
          />{' '}
          {setting.name}
        </label>
        {help}
      </div>
    );
  const numeric = typeof setting.defaultValue === 'number';
  return (
    <div className="sd-field" data-testid={`setting-${setting.key}`}>
      <label className="sd-field__label" htmlFor={id}>
        {setting.name}
      </label>
      <input
        id={id}
        className="sd-input"
        type={numeric ? 'number' : 'text'}
        value={String(value ?? '')}
        aria-describedby={setting.help ? helpId : undefined}
        onChange={(e) => onChange(numeric ? Number(e.target.value) : e.target.value)}
      />
      {help}
    </div>
  );
}
