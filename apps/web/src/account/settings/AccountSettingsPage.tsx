import { Button, Skeleton, TextField, useToast } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { queryKeys } from '../../api/queries';
import type { Me, Session } from '../../api/types';
import { LinkButton } from '../../lib/LinkButton';
import { usePageTitle } from '../../lib/usePageTitle';
import { RequireSession } from '../access';
import { accountApi } from './accountApi';
import { EmailSection } from './EmailSection';
import { accountErrorText } from './errorText';
import { useAccountText, type AccountText } from './i18n/useAccountText';
import { PasswordSection } from './PasswordSection';
import { PictureField } from './PictureField';
import './settings.css';

/** Keeps the session's account and the own profile page in step with a change. */
function useAccountSaved() {
  const client = useQueryClient();
  const toast = useToast();
  return (user: Me, message: string) => {
    client.setQueryData<Session | null>(queryKeys.session, (session) =>
      session ? { ...session, user } : session,
    );
    void client.invalidateQueries({ queryKey: queryKeys.profile(user.at_name) });
    toast.show({ tone: 'success', message });
  };
}

function NameForm({
  user,
  t,
  onSaved,
}: {
  user: Me;
  t: AccountText;
  onSaved: (user: Me, message: string) => void;
}) {
  const save = useMutation({
    mutationFn: (name: string) => accountApi.updateProfile({ name }),
    onSuccess: (answer) => onSaved(answer.user, t('nameSaved')),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(String(new FormData(event.currentTarget).get('name') ?? '').trim());
  };
  return (
    <form className="account-form account-form--inline" onSubmit={onSubmit}>
      <TextField
        label={t('name')}
        name="name"
        autoComplete="name"
        defaultValue={user.name}
        required
        maxLength={100}
        error={save.isError ? accountErrorText(t, save.error) : undefined}
      />
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t('saveName')}
      </Button>
    </form>
  );
}

function Settings({ session }: { session: Session }) {
  const { t, ready } = useAccountText();
  usePageTitle(ready ? t('title') : '');
  const onSaved = useAccountSaved();
  const profileId = useId();
  const { user } = session;
  if (!ready)
    return (
      <div className="page">
        <Skeleton height={240} />
      </div>
    );
  return (
    <div className="page account-page">
      <header className="account-page__head">
        <h1>{t('title')}</h1>
        <LinkButton to={`/${user.at_name}`} variant="ghost">
          {t('viewProfile')}
        </LinkButton>
      </header>
      <section className="account-section" aria-labelledby={profileId}>
        <h2 id={profileId}>{t('profileHeading')}</h2>
        <NameForm key={user.name} user={user} t={t} onSaved={onSaved} />
        <PictureField kind="avatar" user={user} t={t} onSaved={onSaved} />
        <PictureField kind="banner" user={user} t={t} onSaved={onSaved} />
      </section>
      <EmailSection user={user} t={t} />
      <PasswordSection t={t} />
    </div>
  );
}

/**
 * /settings/account: name, profile picture and banner (cropped, then uploaded), e-mail address,
 * password and sessions.
 */
export function AccountSettingsPage() {
  return <RequireSession>{(session) => <Settings session={session} />}</RequireSession>;
}
