import { Button, useTranslation } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/endpoints';
import { useSetSession } from '../api/queries';
import { usePageTitle } from '../lib/usePageTitle';
import './settings/settings.css';

/**
 * /confirm-sign-up?token=: the link a sign-up mails when mail is configured. The account is
 * created (and signed in) on a button press, not on load, so a mail scanner that opens links
 * cannot use the link up.
 */
export function ConfirmSignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.confirmTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const setSession = useSetSession();
  const navigate = useNavigate();
  const confirm = useMutation({
    mutationFn: () => api.confirmSignUp(token),
    onSuccess: (answer) => {
      setSession(answer.session);
      void navigate('/', { replace: true });
    },
  });
  return (
    <div className="page account-page account-page--narrow">
      <header className="account-page__head">
        <MailCheck aria-hidden="true" className="account-page__icon" />
        <h1>{t('login.confirmTitle')}</h1>
      </header>
      <div className="account-form">
        <p>{t('login.confirmText')}</p>
        {confirm.isError && (
          <p className="account-error" role="alert">
            {t('login.confirmFailed')}
          </p>
        )}
        <div className="account-actions">
          <Button
            variant="primary"
            loading={confirm.isPending}
            disabled={!token || confirm.isError}
            onClick={() => confirm.mutate()}
          >
            {t('login.confirmAction')}
          </Button>
        </div>
      </div>
    </div>
  );
}
