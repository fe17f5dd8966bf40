import { useTranslation } from 'react-i18next';
import { useTabList } from '@seodang/sdk/web';
import type { CodeAnswer } from './starter.ts';

/**
 * The tabs of a code answer's files (the ARIA tabs pattern, arrow keys included): `list` goes in
 * the toolbar, `panelProps` on the element around the editor. `idPrefix` keeps ids unique when
 * several workspaces share a page.
 */
export function useFileTabs(
  code: CodeAnswer | null,
  active: CodeAnswer['files'][number] | null,
  setActive: (index: number) => void,
  idPrefix: string,
) {
  const { t } = useTranslation('workspace');
  const names = code?.files.map((f) => f.name) ?? [];
  const tabs = useTabList({
    tabs: names,
    value: active?.name ?? '',
    onChange: (name) => setActive(names.indexOf(name)),
    idPrefix,
  });
  const list = (
    <div className="ws-tabs" {...tabs.listProps} aria-label={t('tab.files')}>
      {names.map((name) => (
        <button key={name} {...tabs.tabProps(name)} className={name === active?.name ? 'on' : ''}>
          {name}
        </button>
      ))}
    </div>
  );
  return { list, panelProps: tabs.panelProps(active?.name ?? '') };
}
