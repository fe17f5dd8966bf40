import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme } from '../theme/apply-theme.ts';
import type { Theme } from '../theme/theme.ts';

/** Switches between the light and dark themes. */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
  );
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="sd-theme-toggle"
      data-testid="theme-toggle"
      aria-label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      title={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      onClick={() => {
        applyTheme(next, true);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
