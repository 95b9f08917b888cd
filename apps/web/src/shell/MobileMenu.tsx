import { Dialog, useTranslation } from '@atelier/ui';
import { NavLink } from 'react-router';
import { useMessage } from '../i18n/storefrontI18n';
import { currentHost } from '../lib/host';
import { useAppStore } from '../store/store';

/** 000 §2 mobile side menu: Home, Shop, Creators (or Collections), How-to: Shopping, Creating, Manufactoring. */
export function MobileMenu() {
  const { t } = useTranslation();
  const m = useMessage();
  const open = useAppStore((state) => state.openOverlay === 'mobileMenu');
  const setOverlay = useAppStore((state) => state.setOverlay);
  const close = () => setOverlay(null);
  const host = currentHost();
  const link = (to: string, label: string) => (
    <li>
      <NavLink to={to} end className="mobile-menu__link" onClick={close}>
        {label}
      </NavLink>
    </li>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => setOverlay(next ? 'mobileMenu' : null)}
      title={t('nav.menu')}
      placement="start"
    >
      <nav aria-label={t('nav.menu')}>
        <ul className="mobile-menu">
          {link('/', m('nav.home'))}
          {link('/shop', m('nav.shop'))}
          {link('/creators', host.isMainSite ? m('nav.creators') : m('nav.collections'))}
        </ul>
        <h3 className="mobile-menu__heading">{t('nav.howTo')}</h3>
        <ul className="mobile-menu">
          {link('/intro/shopingenesis', m('nav.howTo.shopping'))}
          {link('/intro/createingenesis', m('nav.howTo.creating'))}
          {link('/intro/manufacturingingenesis', m('nav.howTo.manufacturing'))}
        </ul>
      </nav>
    </Dialog>
  );
}
