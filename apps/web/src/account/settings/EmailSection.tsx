import { Button, TextField } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import type { Me } from '../../api/types';
import { accountApi } from './accountApi';
import { accountErrorText } from './errorText';
import type { AccountText } from './i18n/useAccountText';

/**
 * Change the e-mail address: the new address and the current password. The address changes
 * only when the link mailed to it is confirmed, so the section then says to check the inbox.
 */
export function EmailSection({ user, t }: { user: Me; t: AccountText }) {
  const headingId = useId();
  const change = useMutation({
    mutationFn: (form: FormData) =>
      accountApi.changeEmail(String(form.get('email') ?? ''), String(form.get('password') ?? '')),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(new FormData(event.currentTarget));
  };
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('emailHeading')}</h2>
      <p>{t('currentEmail', { email: user.email })}</p>
      {change.isSuccess ? (
        <div className="account-inbox" role="status">
          <MailCheck aria-hidden="true" />
          <div>
            <h3>{t('checkInbox')}</h3>
            <p>{t('checkInboxText', { email: change.data.pendingEmail, current: user.email })}</p>
            <Button variant="ghost" onClick={() => change.reset()}>
              {t('useAnother')}
            </Button>
          </div>
        </div>
      ) : (
        <form className="account-form" onSubmit={onSubmit}>
          <TextField
            label={t('newEmail')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
          />
          <TextField
            label={t('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={change.isError ? accountErrorText(t, change.error) : undefined}
          />
          <div>
            <Button type="submit" variant="primary" loading={change.isPending}>
              {t('changeEmail')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
