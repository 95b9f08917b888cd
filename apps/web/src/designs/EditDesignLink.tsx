import { Palette } from 'lucide-react';
import { LinkButton } from '../lib/LinkButton';
import { useDesignsText } from './i18n/useDesignsText';

/**
 * Issue 20: 'Edit design' on a cart or order line made from a saved design: the creation's page
 * with the design applied. `to` is that page's address (`…?creation_id=…&design=…`).
 */
export function EditDesignLink({ to, name }: { to: string; name: string }) {
  const { t, ready } = useDesignsText();
  if (!ready) return null;
  return (
    <LinkButton
      to={to}
      size="sm"
      variant="secondary"
      icon={<Palette />}
      aria-label={`${t('editDesign')}: ${name}`}
    >
      {t('editDesign')}
    </LinkButton>
  );
}

/** The creator's handle in a line's copy of the creation (its page's address needs it), or null. */
export function snapshotAtName(snapshot: unknown): string | null {
  const user = (snapshot as { user?: { at_name?: unknown } } | null | undefined)?.user;
  return typeof user?.at_name === 'string' ? user.at_name : null;
}
