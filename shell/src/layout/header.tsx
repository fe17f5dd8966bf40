import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSeodang } from '@seodang/sdk/web';
import { useMenu } from '../menu/use-menu.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { PluginSlot } from './plugin-slot.tsx';

/** The top bar: brand, the spec's header menu, language and theme. */
export function Header({ onContact }: { onContact: () => void }) {
  const { t } = useTranslation('shell');
  const { i18n } = useTranslation();
  const { pageInfo, head } = useSeodang();
  const menu = useMenu();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  // The configured site names are Korean; other languages show the brand in Latin letters.
  const localBrand =
    i18n.language === 'ko' || head.variant === 'partner' ? head.siteName : t(`brand.${head.variant}`);
  const brand = pageInfo.channelData?.name ?? localBrand;

  return (
    <header className="sd-header">
      <div className="sd-header__inner">
        <Link to="/" className="sd-header__brand" data-testid="brand">
          {pageInfo.channelData?.faviconPath ? (
            <img src={pageInfo.channelData.faviconPath} alt="" width={24} height={24} />
          ) : null}
          <span>{brand}</span>
        </Link>
        <button
          type="button"
          className="sd-header__toggle"
          aria-expanded={open}
          aria-controls="sd-main-menu"
          aria-label={t('nav.open')}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <nav
          id="sd-main-menu"
          className={open ? 'sd-nav sd-nav--open' : 'sd-nav'}
          aria-label={t('nav.label')}
        >
          <ul className="sd-nav__list" data-testid="header-menu">
            {menu.map((item) => (
              <li key={item.key} data-menu-key={item.key}>
                {item.action === 'contactUs' ? (
                  <button type="button" className="sd-nav__link" onClick={onContact}>
                    {i18n.t(item.labelKey, { ns: item.ns })}
                  </button>
                ) : (
                  <NavLink to={item.path} className="sd-nav__link">
                    {i18n.t(item.labelKey, { ns: item.ns })}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="sd-header__tools">
          <PluginSlot name="header.end" />
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
