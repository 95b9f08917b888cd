import { formatRole, parseRole, mediaSrc } from '@atelier/domain';
import {
  Avatar,
  Menu,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuSeparator,
  MenuSub,
  useToast,
  useTranslation,
} from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import {
  BookOpen,
  LayoutDashboard,
  LogOut,
  Package,
  Repeat,
  Settings,
  Share2,
  UserCog,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ordersMenuLabel } from '../account/orders/i18n/menuLabel';
import { accountLinkLabels } from '../account/settings/i18n/links';
import { api } from '../api/endpoints';
import { useSetSession } from '../api/queries';
import type { Session } from '../api/types';
import { useMessage } from '../i18n/storefrontI18n';
import { useAppStore } from '../store/store';
import { profileShareTarget } from './shareTargets';
import { TUTORIALS_URL } from './tutorials';

export function useRoleLabel() {
  const { t } = useTranslation();
  return (session: Session, role: string) => {
    const parsed = parseRole(role);
    if (!parsed || parsed.kind === 'consumer') return t('user.consumer');
    if (parsed.kind === 'creator') return t('user.creator');
    const producer = session.user.userRoleInProducer.find((entry) => entry.producer.id === parsed.producerId);
    return t('user.producerRole', {
      role: parsed.role,
      producer: producer?.producer.name ?? parsed.producerId,
    });
  };
}

/** 000 §2 user menu: role manager, settings, share profile, tutorials, log out. */
export function UserMenu({ session, defaultOpen = false }: { session: Session; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { t, i18n } = useTranslation();
  const m = useMessage();
  const navigate = useNavigate();
  const toast = useToast();
  const setSession = useSetSession();
  const setOverlay = useAppStore((state) => state.setOverlay);
  const openShare = useAppStore((state) => state.openShare);
  const roleLabel = useRoleLabel();
  const switchRole = useMutation({
    mutationFn: api.switchRole,
    onSuccess: (answer) => setSession(answer.session),
    onError: () => toast.show({ tone: 'error', message: t('detail.failed') }),
  });
  const signOut = useMutation({
    mutationFn: api.signOut,
    onSettled: () => {
      setSession(null);
      navigate('/');
    },
  });
  // A link item prevents the browser's navigation for the router's, which also keeps Radix from
  // closing the menu (the shell stays mounted across pages): close it here.
  const go = (href: string) => {
    setOpen(false);
    navigate(href);
  };
  const { user } = session;
  const current = formatRole(parseRole(session.role) ?? { kind: 'consumer' });
  return (
    <Menu
      label={t('nav.account')}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="shell-avatar-button" aria-label={t('nav.account')}>
          <Avatar
            src={mediaSrc(user.profile_image, 100)}
            name={user.name}
            size={32}
            fallbackLabel={m('avatar.notFound')}
          />
        </button>
      }
    >
      <MenuLabel>{t('user.signedInAs', { name: user.name })}</MenuLabel>
      <MenuItem icon={<UserRound />} href={`/${user.at_name}`} onNavigate={go}>
        {t('user.profile')}
      </MenuItem>
      <MenuItem icon={<Package />} href="/orders" onNavigate={go}>
        {ordersMenuLabel(i18n.language)}
      </MenuItem>
      {user.is_creator && (
        <MenuItem icon={<LayoutDashboard />} href="/dashboard" onNavigate={go}>
          {t('user.dashboard')}
        </MenuItem>
      )}
      {session.roles.length > 1 && (
        <MenuSub label={`${t('user.roles')}: ${roleLabel(session, current)}`} icon={<Repeat />}>
          <MenuRadioGroup
            value={current}
            onValueChange={(role) => switchRole.mutate(role)}
            options={session.roles.map((role) => ({ value: role, label: roleLabel(session, role) }))}
          />
        </MenuSub>
      )}
      <MenuSeparator />
      <MenuItem icon={<Settings />} onSelect={() => setOverlay('settings')}>
        {t('user.settings')}
      </MenuItem>
      <MenuItem icon={<UserCog />} href="/settings/account" onNavigate={go}>
        {accountLinkLabels(i18n.language).settings}
      </MenuItem>
      <MenuItem icon={<Share2 />} onSelect={() => openShare(profileShareTarget(user))}>
        {t('nav.shareProfile')}
      </MenuItem>
      <MenuItem icon={<BookOpen />} href={TUTORIALS_URL} external>
        {t('user.tutorials')}
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<LogOut />} onSelect={() => signOut.mutate()}>
        {t('user.logOut')}
      </MenuItem>
    </Menu>
  );
}
