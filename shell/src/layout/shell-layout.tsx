import { useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { ContactModal } from './contact-modal.tsx';

/** Skip link, header, the routed screen and the footer. */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <div className="sd-shell">
      <a className="sd-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header onContact={() => setContactOpen(true)} />
      <main id="main" className="sd-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ContactModal open={contactOpen} onClose={() => setContactOpen(false)} />
    </div>
  );
}
