import { Avatar, Button, useTranslation } from '@atelier/ui';
import { Bell, ChevronDown, Languages } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { Session } from '../api/types';
import { currentHost } from '../lib/host';
import { useIdle } from '../lib/idle';
import { mediaSrc } from '@atelier/domain';

/*
 * The header's menus (Radix menus and popovers, with their positioning engine) load once the
 * page has loaded and the browser is idle (lib/idle.ts), or as soon as the visitor points at,
 * focuses or clicks one, not before: until then each shows its trigger exactly as it will
 * look, so nothing moves. This keeps them out of the initial JavaScript and off the main
 * thread while the first screen renders.
 */
const BrandMenuImpl = lazy(() => import('./BrandMenu').then((m) => ({ default: m.BrandMenu })));
const UserMenuImpl = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const LanguageMenuImpl = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));
const NotificationBellImpl = lazy(() =>
  import('./NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

/** Runs once the real menu is on screen. */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  const done = useRef(onMount);
  useEffect(() => done.current(), []);
  return <>{children}</>;
}

/**
 * The trigger until the menu loads. A press on it loads the menu and opens it when it comes;
 * the keyboard focus moves from the stand-in to the real trigger.
 *
 * The wish to open is taken at pointerdown, not at click: the press focuses the stand-in,
 * focusing starts the load, and the stand-in is swapped for Suspense's copy (or for the real
 * trigger) between the press and the release, so the browser's click lands on another element
 * or on none, and the first click after load was lost. The click that ends such a press is
 * then kept from toggling the freshly opened menu shut (a popover trigger toggles on click).
 */
export function DeferredMenu({
  fallback,
  children,
}: {
  fallback: ReactElement;
  children: (openAtOnce: boolean) => ReactElement;
}) {
  const idle = useIdle();
  const [wanted, setWanted] = useState<'load' | 'open' | null>(null);
  const focused = useRef(false);
  const pressOpened = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const show = idle || wanted !== null;
  /** Whether the real menu is on screen (it answers its own presses then). */
  const real = () => Boolean(wrapper.current?.querySelector('[aria-expanded]'));
  const restoreFocus = () => {
    const active = document.activeElement;
    if (focused.current && (!active || active === document.body))
      wrapper.current?.querySelector<HTMLElement>('button, a')?.focus();
  };
  return (
    <span
      ref={wrapper}
      className="shell-deferred"
      onPointerEnter={() => {
        if (!show) setWanted('load');
      }}
      onFocus={() => {
        focused.current = true;
        if (!show) setWanted('load');
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onPointerDown={(event) => {
        if (event.button !== 0 || real() || wanted === 'open') return;
        pressOpened.current = true;
        setWanted('open');
      }}
      onClickCapture={(event) => {
        if (!pressOpened.current) return;
        pressOpened.current = false;
        // The menu already opened on this press: the trigger must not toggle it again.
        event.preventDefault();
      }}
      onClick={() => {
        // The keyboard (Enter, Space) clicks without a press.
        if (wanted !== 'open' && !real()) setWanted('open');
      }}
    >
      {show ? (
        <Suspense fallback={fallback}>
          <Mounted onMount={restoreFocus}>{children(wanted === 'open')}</Mounted>
        </Suspense>
      ) : (
        fallback
      )}
    </span>
  );
}

export function BrandMenu() {
  const host = currentHost();
  return (
    <DeferredMenu
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
      {(open) => <BrandMenuImpl defaultOpen={open} />}
    </DeferredMenu>
  );
}

export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      fallback={
        <button type="button" className="shell-avatar-button" aria-label={t('nav.account')}>
          <Avatar src={mediaSrc(session.user.profile_image, 100)} name={session.user.name} size={32} />
        </button>
      }
    >
      {(open) => <UserMenuImpl session={session} defaultOpen={open} />}
    </DeferredMenu>
  );
}

export function LanguageMenu() {
  const { t } = useTranslation();
  return (
    <DeferredMenu fallback={<Button variant="ghost" icon={<Languages />} aria-label={t('language.label')} />}>
      {(open) => <LanguageMenuImpl defaultOpen={open} />}
    </DeferredMenu>
  );
}

export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <DeferredMenu fallback={<Button variant="ghost" icon={<Bell />} aria-label={t('nav.notifications')} />}>
      {(open) => <NotificationBellImpl defaultOpen={open} />}
    </DeferredMenu>
  );
}
