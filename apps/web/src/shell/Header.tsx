import { withLoginQuery } from '@atelier/domain';
import { Button, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { Menu as MenuIcon, Plus, Search, Share2, ShoppingBag } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { api } from '../api/endpoints';
import { queryKeys, useViewer } from '../api/queries';
import { useMessage } from '../i18n/storefrontI18n';
import { currentHost } from '../lib/host';
import { LinkButton } from '../lib/LinkButton';
import { usePermissions } from '../lib/permissions';
import { useCurrentUrl } from '../lib/useCurrentUrl';
import { useAppStore } from '../store/store';
import { BrandMenu, LanguageMenu, NotificationBell, UserMenu } from './LazyMenus';
import { profileShareTarget } from './shareTargets';

function CartLink() {
  const { t } = useTranslation();
  const session = useViewer();
  const cart = useQuery({
    queryKey: queryKeys.cart,
    queryFn: ({ signal }) => api.cart(signal),
    enabled: Boolean(session),
    staleTime: 60_000,
  });
  const count = cart.data?.data.length ?? 0;
  return (
    <span className="shell-icon-wrap">
      <LinkButton
        to="/cart"
        variant="ghost"
        icon={<ShoppingBag />}
        aria-label={count > 0 ? `${t('nav.cart')} (${count})` : t('nav.cart')}
      />
      {count > 0 && (
        <span
          className="shell-badge-button__badge ui-badge shell-count"
          data-count={String(count)}
          aria-hidden="true"
        />
      )}
    </span>
  );
}

/** 000 §2 the header: brand, shop, creators, create, cart, notifications, user menu, search, share, login. */
export function Header() {
  const { t } = useTranslation();
  const m = useMessage();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const session = useViewer();
  const permissions = usePermissions();
  const setOverlay = useAppStore((state) => state.setOverlay);
  const openShare = useAppStore((state) => state.openShare);
  const placement = useAppStore((state) => state.preferences.navPlacement);
  const style = useAppStore((state) => state.preferences.navStyle);
  const host = currentHost();
  return (
    <header className="shell-header" data-placement={placement} data-style={style}>
      <nav className="shell-nav" aria-label={t('nav.label')}>
        <div className="shell-nav__start">
          <Button
            className="shell-only-narrow"
            variant="ghost"
            icon={<MenuIcon />}
            aria-label={t('nav.menu')}
            onClick={() => setOverlay('mobileMenu')}
          />
          <BrandMenu />
          <NavLink to="/shop" className="shell-link shell-only-wide">
            {m('nav.shop')}
          </NavLink>
          <NavLink to="/creators" className="shell-link shell-only-wide">
            {host.isMainSite ? m('nav.creators') : m('nav.collections')}
          </NavLink>
        </div>
        <div className="shell-nav__end">
          <Button
            variant="ghost"
            icon={<Search />}
            aria-label={t('nav.search')}
            onClick={() => setOverlay('search')}
          />
          {permissions.showCreateButton && (
            <LinkButton to="/prebuilds" variant="ghost" icon={<Plus />} className="shell-only-wide">
              {t('nav.create')}
            </LinkButton>
          )}
          {permissions.showBecomeCreator && (
            <LinkButton to="/become_creator" variant="ghost" className="shell-only-wide">
              {m('nav.becomeCreator')}
            </LinkButton>
          )}
          <CartLink />
          {session && <NotificationBell />}
          {session && (
            <Button
              variant="ghost"
              className="shell-only-wide"
              icon={<Share2 />}
              aria-label={t('nav.shareProfile')}
              onClick={() => openShare(profileShareTarget(session.user))}
            />
          )}
          {session ? (
            <UserMenu session={session} />
          ) : (
            <>
              {permissions.showLanguageButton && <LanguageMenu />}
              <Button variant="primary" size="sm" onClick={() => navigate(withLoginQuery(url))}>
                {t('nav.login')}
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
