import { Button, Skeleton, TextField } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, KeyRound } from 'lucide-react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSetSession } from '../../api/queries';
import { LinkButton } from '../../lib/LinkButton';
import { usePageTitle } from '../../lib/usePageTitle';
import { accountApi } from './accountApi';
import { accountErrorText, isLinkError } from './errorText';
import { useAccountText, type AccountText } from './i18n/useAccountText';
import './settings.css';

/** Step one: the address to send the link to. The answer is the same whether or not it is known. */
function RequestForm({ t }: { t: AccountText }) {
  const request = useMutation({ mutationFn: (email: string) => accountApi.requestPasswordReset(email) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(String(new FormData(event.currentTarget).get('email') ?? ''));
  };
  if (request.isSuccess)
    return (
      <p className="account-done" role="status">
        <CircleCheck aria-hidden="true" /> {t('resetSent')}
      </p>
    );
  return (
    <form className="account-form" onSubmit={onSubmit}>
      <p>{t('resetText')}</p>
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={320}
        error={request.isError ? accountErrorText(t, request.error) : undefined}
      />
      <Button type="submit" variant="primary" loading={request.isPending}>
        {t('sendLink')}
      </Button>
    </form>
  );
}

/** Step two, from the mailed link: the new password; success signs in. */
function NewPasswordForm({ t, token }: { t: AccountText; token: string }) {
  const setSession = useSetSession();
  const confirm = useMutation({
    mutationFn: (password: string) => accountApi.confirmPasswordReset(token, password),
    onSuccess: (answer) => setSession(answer.session),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  };
  if (confirm.isSuccess)
    return (
      <div className="account-form">
        <p className="account-done" role="status">
          <CircleCheck aria-hidden="true" /> {t('passwordSet')}
        </p>
        <LinkButton to="/" variant="primary">
          {t('toShop')}
        </LinkButton>
      </div>
    );
  if (confirm.isError && isLinkError(confirm.error))
    return (
      <div className="account-form">
        <p className="account-error" role="alert">
          {accountErrorText(t, confirm.error)}
        </p>
        <LinkButton to="/reset-password" variant="primary">
          {t('askAgain')}
        </LinkButton>
      </div>
    );
  return (
    <form className="account-form" onSubmit={onSubmit}>
      <TextField
        label={t('newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={200}
        hint={t('passwordHint')}
        error={confirm.isError ? accountErrorText(t, confirm.error) : undefined}
      />
      <Button type="submit" variant="primary" loading={confirm.isPending}>
        {t('setPassword')}
      </Button>
    </form>
  );
}

/** /reset-password: ask for a link; with `?token=` (the mailed link), choose the new password. */
export function ResetPasswordPage() {
  const { t, ready } = useAccountText();
  const [params] = useSearchParams();
  const token = params.get('token');
  const title = token ? t('newPasswordTitle') : t('resetTitle');
  usePageTitle(ready ? title : '');
  if (!ready)
    return (
      <div className="page">
        <Skeleton height={240} />
      </div>
    );
  return (
    <div className="page account-page account-page--narrow">
      <header className="account-page__head">
        <KeyRound aria-hidden="true" className="account-page__icon" />
        <h1>{title}</h1>
      </header>
      {token ? <NewPasswordForm key={token} t={t} token={token} /> : <RequestForm t={t} />}
    </div>
  );
}
