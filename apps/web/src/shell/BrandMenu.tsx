import { Menu, MenuItem, MenuLabel, MenuSeparator, useTranslation } from '@atelier/ui';
import { ChevronDown, Compass, Factory, Home, PenTool, ShoppingBag, Sparkles, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mediaSrc } from '@atelier/domain';
import { ApiError } from '../api/http';
import { useHome, useViewer } from '../api/queries';
import { useMessage } from '../i18n/storefrontI18n';
import { currentHost } from '../lib/host';
import { useAppStore } from '../store/store';

/** The brand button and its dropdown: where to go, the how-to pages and the promo popup. */
export function BrandMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { t } = useTranslation();
  const m = useMessage();
  const navigate = useNavigate();
  const session = useViewer();
  const homeQuery = useHome();
  const home = homeQuery.data;
  const setOverlay = useAppStore((state) => state.setOverlay);
  const host = currentHost();
  // Issue 18: a shop's brand is its creator's name and logo; an unknown shop's is Atelier's.
  const unknownShop = homeQuery.error instanceof ApiError && homeQuery.error.status === 404;
  const shopName = unknownShop ? null : (home?.creator?.name ?? host.creatorId);
  const logo = host.isMainSite ? undefined : mediaSrc(home?.creator?.profile_image, 64);
  return (
    <Menu
      label={t('nav.brandMenu')}
      align="start"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="shell-brand">
          {logo ? (
            <img className="shell-brand__mark shell-brand__logo" src={logo} alt="" width={32} height={32} />
          ) : (
            <span className="shell-brand__mark" aria-hidden="true">
              A
            </span>
          )}
          <span className="shell-brand__name">{host.isMainSite || !shopName ? 'Atelier' : shopName}</span>
          <ChevronDown aria-hidden="true" className="shell-brand__chevron" />
        </button>
      }
    >
      <MenuItem icon={<Home />} href={session?.roleHome ?? '/'} onNavigate={navigate}>
        {m('nav.home')}
      </MenuItem>
      <MenuItem icon={<ShoppingBag />} href="/shop" onNavigate={navigate}>
        {m('nav.shop')}
      </MenuItem>
      <MenuItem icon={<Users />} href="/creators" onNavigate={navigate}>
        {host.isMainSite ? m('nav.creators') : m('nav.collections')}
      </MenuItem>
      <MenuSeparator />
      <MenuLabel>{t('nav.howTo')}</MenuLabel>
      <MenuItem icon={<Compass />} href="/intro/shopingenesis" onNavigate={navigate}>
        {m('nav.howTo.shopping')}
      </MenuItem>
      <MenuItem icon={<PenTool />} href="/intro/createingenesis" onNavigate={navigate}>
        {m('nav.howTo.creating')}
      </MenuItem>
      <MenuItem icon={<Factory />} href="/intro/manufacturingingenesis" onNavigate={navigate}>
        {m('nav.howTo.manufacturing')}
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<Sparkles />} onSelect={() => setOverlay('promo')}>
        {t('nav.getStarted')}
      </MenuItem>
    </Menu>
  );
}
