import { Button, ConfirmDialog, TextField, useToast } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { useSetSession } from '../../api/queries';
import { accountApi } from './accountApi';
import { accountErrorText } from './errorText';
import type { AccountText } from './i18n/useAccountText';

/**
 * Password and sessions: change the password (the current one first; every other device is
 * signed out, this one stays) and sign out everywhere (every session ends, this one too).
 */
export function PasswordSection({ t }: { t: AccountText }) {
  const headingId = useId();
  const everywhereId = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const setSession = useSetSession();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (form: { current: string; next: string }) =>
      accountApi.changePassword(form.current, form.next),
  });
  const everywhere = useMutation({
    mutationFn: accountApi.signOutEverywhere,
    onSuccess: () => {
      setConfirming(false);
      toast.show({ tone: 'success', message: t('signedOutEverywhere') });
      setSession(null);
      navigate('/');
    },
    onError: () => setConfirming(false),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      { current: String(data.get('current_password') ?? ''), next: String(data.get('new_password') ?? '') },
      { onSuccess: () => form.reset() },
    );
  };
  const wrongCurrent = change.error instanceof ApiError && change.error.code === 'wrong_password';
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('passwordHeading')}</h2>
      <form className="account-form" onSubmit={onSubmit}>
        <TextField
          label={t('currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          error={wrongCurrent ? t('wrongPassword') : undefined}
        />
        <TextField
          label={t('newPassword')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={200}
          hint={t('passwordHint')}
          error={change.isError && !wrongCurrent ? accountErrorText(t, change.error) : undefined}
        />
        <div>
          <Button type="submit" variant="primary" loading={change.isPending}>
            {t('changePassword')}
          </Button>
        </div>
        {change.isSuccess && (
          <div className="account-inbox" role="status">
            <ShieldCheck aria-hidden="true" />
            <p>{t('passwordChanged')}</p>
          </div>
        )}
      </form>
      <div className="account-everywhere">
        <p id={everywhereId}>{t('signOutEverywhereText')}</p>
        <div>
          <Button variant="danger" aria-describedby={everywhereId} onClick={() => setConfirming(true)}>
            {t('signOutEverywhere')}
          </Button>
        </div>
        {everywhere.isError && (
          <p className="account-error" role="alert">
            {accountErrorText(t, everywhere.error)}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('signOutEverywhere')}
        message={t('signOutEverywhereConfirm')}
        confirmLabel={t('signOutEverywhere')}
        cancelLabel={t('cancel')}
        danger
        busy={everywhere.isPending}
        onConfirm={() => everywhere.mutate()}
      />
    </section>
  );
}
