import { isQuickLoginRequested, withLoginQuery } from '@atelier/domain';
import { Button, EmptyState, Skeleton, useTranslation } from '@atelier/ui';
import { Lock, LogIn } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../api/queries';
import type { Session } from '../api/types';
import { useCurrentUrl } from '../lib/useCurrentUrl';
import { usePageTitle } from '../lib/usePageTitle';

/**
 * Pages for members: a guest is sent to the quick login once (closing it leaves a page that
 * says why, with a way to open it again).
 */
export function RequireSession({ children }: { children: ReactNode | ((session: Session) => ReactNode) }) {
  const { t } = useTranslation();
  const session = useViewer();
  const url = useCurrentUrl();
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (session !== null || sent.current) return;
    sent.current = true;
    if (!isQuickLoginRequested(url)) navigate(withLoginQuery(url), { replace: true });
  }, [session, url, navigate]);
  if (session === undefined) {
    return (
      <div className="page">
        <Skeleton height={240} />
      </div>
    );
  }
  if (session === null) {
    return (
      <EmptyState
        page
        level={1}
        icon={<LogIn />}
        title={t('access.signInTitle')}
        action={
          <Button variant="primary" onClick={() => navigate(withLoginQuery(url))}>
            {t('nav.login')}
          </Button>
        }
      >
        <p>{t('access.signInText')}</p>
      </EmptyState>
    );
  }
  return <>{typeof children === 'function' ? children(session) : children}</>;
}

/** A clear page for a signed-in user without the role a page needs. */
export function NotAllowed({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  usePageTitle(title);
  return (
    <EmptyState page level={1} icon={<Lock />} title={title} action={action}>
      {text && <p>{text}</p>}
    </EmptyState>
  );
}
