import { useTranslation } from 'react-i18next';
import type { EditorSettings } from '../../common/editor-settings.ts';

/** The editor settings of §2 and the language choice. */
export function SettingsBar({ settings, onChange, languages, language, onLanguage }: {
  settings: EditorSettings; onChange(s: EditorSettings): void; languages: string[]; language: string; onLanguage(l: string): void;
}) {
  const { t } = useTranslation('workspace');
  const set = <K extends keyof EditorSettings>(k: K, v: EditorSettings[K]) => onChange({ ...settings, [k]: v });
  return (
    <div className="ws-settings">
      <label>{t('settings.language')} <select value={language} onChange={(e) => onLanguage(e.target.value)}>{languages.map((l) => <option key={l} value={l}>{l}</option>)}</select></label>
      <label>{t('settings.fontSize')} <input type="number" min={8} max={40} value={settings.fontSize} onChange={(e) => set('fontSize', Number(e.target.value))} /></label>
      <label>{t('settings.lineSpacing')} <input type="number" step={0.1} min={1} max={3} value={settings.lineSpacing} onChange={(e) => set('lineSpacing', Number(e.target.value))} /></label>
      <label>{t('settings.theme')} <select value={settings.theme} onChange={(e) => set('theme', e.target.value as EditorSettings['theme'])}><option value="light">light</option><option value="dark">dark</option></select></label>
      <label>{t('settings.keymap')} <select value={settings.keymap} onChange={(e) => set('keymap', e.target.value as EditorSettings['keymap'])}><option value="default">default</option><option value="vim">vim</option><option value="emacs">emacs</option></select></label>
      <label>{t('settings.autoSave')} <input type="checkbox" checked={settings.autoSave} onChange={(e) => set('autoSave', e.target.checked)} /></label>
      <label>{t('settings.tabSize')} <input type="number" min={1} max={8} value={settings.tabSize} onChange={(e) => set('tabSize', Number(e.target.value))} /></label>
      <label>{t('settings.indentUnit')} <select value={settings.indentUnit} onChange={(e) => set('indentUnit', e.target.value as EditorSettings['indentUnit'])}><option value="space">space</option><option value="tab">tab</option></select></label>
      <label>{t('settings.zoom')} <input type="number" min={50} max={200} step={10} value={settings.zoom} onChange={(e) => set('zoom', Number(e.target.value))} /></label>
    </div>
  );
}
