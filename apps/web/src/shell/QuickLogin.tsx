import { QUICK_LOGIN_CLOSE_DELAY_MS, isQuickLoginRequested, withoutLoginRequest } from '@atelier/domain';
import { Button, Dialog, SegmentedControl, TextField, useTranslation } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, MailCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountLinkLabels } from '../account/settings/i18n/links';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { useSetSession, useViewer } from '../api/queries';
import { useCurrentUrl } from '../lib/useCurrentUrl';

type Mode = 'signIn' | 'signUp';

function SignForm({ mode }: { mode: Mode }) {
  const { t, i18n } = useTranslation();
  const setSession = useSetSession();
  const [error, setError] = useState<string | null>(null);
  // With mail configured a sign-up creates nothing until its mailed link is opened.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (form: FormData) => {
      const field = (name: string) => String(form.get(name) ?? '');
      return mode === 'signIn'
        ? api.signIn({ email: field('email'), password: field('password') })
        : api.signUp({
            email: field('email'),
            password: field('password'),
            name: field('name'),
            at_name: field('at_name'),
          });
    },
    onSuccess: (answer) => {
      setError(null);
      if ('session' in answer) setSession(answer.session);
      else setPendingEmail(answer.email);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 401) setError(t('login.failed'));
      else setError(failure.message || t('detail.failed'));
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit.mutate(new FormData(event.currentTarget));
  };
  if (pendingEmail)
    return (
      <p className="quick-login__done" role="status">
        <MailCheck aria-hidden="true" /> {t('login.checkMail', { email: pendingEmail })}
      </p>
    );
  return (
    <form className="quick-login__form" onSubmit={onSubmit} noValidate={false}>
      {mode === 'signUp' && (
        <>
          <TextField label={t('login.name')} name="name" autoComplete="name" required maxLength={100} />
          <TextField
            label={t('login.atName')}
            name="at_name"
            autoComplete="username"
            required
            pattern="[A-Za-z0-9_]{2,64}"
            hint={t('login.atNameHint', { example: 'your_name' })}
          />
        </>
      )}
      <TextField label={t('login.email')} name="email" type="email" autoComplete="email" required />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
        required
        minLength={mode === 'signUp' ? 8 : 1}
        hint={mode === 'signUp' ? t('login.passwordHint') : undefined}
        error={error ?? undefined}
      />
      <Button type="submit" variant="primary" fullWidth loading={submit.isPending}>
        {mode === 'signIn' ? t('login.signIn') : t('login.signUp')}
      </Button>
      {mode === 'signIn' && (
        <Link className="quick-login__forgot" to="/reset-password">
          {accountLinkLabels(i18n.language).forgotPassword}
        </Link>
      )}
      {mode === 'signIn' && <p className="quick-login__demo">{t('login.demo')}</p>}
    </form>
  );
}

/**
 * 000 §2 quick login: opens on `?login=true` or `#login`; an outside click closes it and clears
 * both; it closes itself about a second after a session exists.
 */
export function QuickLogin() {
  const { t } = useTranslation();
  const url = useCurrentUrl();
  const navigate = useNavigate();
  const session = useViewer();
  const requested = isQuickLoginRequested(url);
  const [mode, setMode] = useState<Mode>('signIn');
  const close = () => navigate(withoutLoginRequest(url), { replace: true });
  useEffect(() => {
    if (!requested || !session) return;
    const timer = setTimeout(
      () => navigate(withoutLoginRequest(url), { replace: true }),
      QUICK_LOGIN_CLOSE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [requested, session, navigate, url]);
  return (
    <Dialog
      open={requested}
      onOpenChange={(open) => !open && close()}
      title={t('login.title')}
      size="sm"
      data-testid="quick-login"
    >
      {session ? (
        <p className="quick-login__done" role="status">
          <CircleCheck aria-hidden="true" /> {t('login.signedIn')}
        </p>
      ) : (
        <div className="quick-login">
          <SegmentedControl
            label={t('login.modes')}
            fullWidth
            value={mode}
            onChange={setMode}
            options={[
              { value: 'signIn', label: t('login.signIn') },
              { value: 'signUp', label: t('login.signUp') },
            ]}
          />
          <SignForm key={mode} mode={mode} />
        </div>
      )}
    </Dialog>
  );
}
