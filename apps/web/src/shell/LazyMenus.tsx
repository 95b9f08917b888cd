import { Avatar, Button, useTranslation } from '@atelier/ui';
import { Bell, ChevronDown, Languages } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Session } from '../api/types';
import { currentHost } from '../lib/host';
import { mediaSrc } from '../lib/media';

/*
 * The header's menus (Radix menus and popovers, with their positioning engine) load right after
 * the first paint, not before it: until then each shows its trigger exactly as it will look, so
 * nothing moves. This keeps them out of the initial JavaScript budget.
 */
const BrandMenuImpl = lazy(() => import('./BrandMenu').then((m) => ({ default: m.BrandMenu })));
const UserMenuImpl = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const LanguageMenuImpl = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));
const NotificationBellImpl = lazy(() =>
  import('./NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

export function BrandMenu() {
  const host = currentHost();
  return (
    <Suspense
      fallback={
        <button type="button" className="shell-brand">
          <span className="shell-brand__mark" aria-hidden="true">
            A
          </span>
          <span className="shell-brand__name">
            {host.isMainSite ? 'Atelier' : (host.creatorId ?? 'Atelier')}
          </span>
          <ChevronDown aria-hidden="true" className="shell-brand__chevron" />
        </button>
      }
    >
      <BrandMenuImpl />
    </Suspense>
  );
}

export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <button type="button" className="shell-avatar-button" aria-label={t('nav.account')}>
          <Avatar src={mediaSrc(session.user.profile_image, 100)} name={session.user.name} size={32} />
        </button>
      }
    >
      <UserMenuImpl session={session} />
    </Suspense>
  );
}

export function LanguageMenu() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Button variant="ghost" icon={<Languages />} aria-label={t('language.label')} />}>
      <LanguageMenuImpl />
    </Suspense>
  );
}

export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Button variant="ghost" icon={<Bell />} aria-label={t('nav.notifications')} />}>
      <NotificationBellImpl />
    </Suspense>
  );
}
