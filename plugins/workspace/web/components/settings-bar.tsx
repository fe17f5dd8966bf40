import { useTranslation } from 'react-i18next';
import type { EditorSettings } from '../../common/editor-settings.ts';

/** The editor settings of §2 "Code editor", kept per user. */
export function SettingsBar({
  settings,
  onChange,
}: {
  settings: EditorSettings;
  onChange(s: EditorSettings): void;
}) {
  const { t } = useTranslation('workspace');
  const set = <K extends keyof EditorSettings>(k: K, v: EditorSettings[K]) =>
    onChange({ ...settings, [k]: v });
  const num = (k: 'fontSize' | 'lineSpacing' | 'tabSize' | 'zoom', min: number, max: number, step = 1) => (
    <label>
      {t(`settings.${k}`)}{' '}
      <input
        className="sd-input"
        type="number"
        min={min}
        max={max}
        step={step}
        value={settings[k]}
        onChange={(e) => {
          const v = Number(e.target.value);
          if (v >= min && v <= max) set(k, v);
        }}
      />
    </label>
  );
  return (
    <div className="ws-settings" data-testid="editor-settings">
      {num('fontSize', 8, 40)}
      {num('lineSpacing', 1, 3, 0.1)}
      <label>
        {t('settings.theme')}{' '}
        <select
          className="sd-input"
          value={settings.theme}
          onChange={(e) => set('theme', e.target.value as EditorSettings['theme'])}
        >
          <option value="light">{t('settings.light')}</option>
          <option value="dark">{t('settings.dark')}</option>
        </select>
      </label>
      <label>
        {t('settings.keymap')}{' '}
        <select
          className="sd-input"
          value={settings.keymap}
          onChange={(e) => set('keymap', e.target.value as EditorSettings['keymap'])}
        >
          <option value="default">{t('settings.default')}</option>
          <option value="vim">vim</option>
          <option value="emacs">emacs</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.autoSave}
          onChange={(e) => set('autoSave', e.target.checked)}
        />{' '}
        {t('settings.autoSave')}
      </label>
      {num('tabSize', 1, 8)}
      <label>
        {t('settings.indentUnit')}{' '}
        <select
          className="sd-input"
          value={settings.indentUnit}
          onChange={(e) => set('indentUnit', e.target.value as EditorSettings['indentUnit'])}
        >
          <option value="space">{t('settings.space')}</option>
          <option value="tab">{t('settings.tab')}</option>
        </select>
      </label>
      {num('zoom', 50, 200, 10)}
    </div>
  );
}
