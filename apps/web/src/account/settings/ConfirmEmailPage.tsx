import { Button, Skeleton } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../api/queries';
import { LinkButton } from '../../lib/LinkButton';
import { usePageTitle } from '../../lib/usePageTitle';
import { accountApi } from './accountApi';
import { accountErrorText } from './errorText';
import { useAccountText } from './i18n/useAccountText';
import './settings.css';

/**
 * /confirm-email?token=: the link mailed to a new address. It confirms on a button press, not on
 * load, so a mail scanner that opens links cannot confirm for the owner.
 */
export function ConfirmEmailPage() {
  const { t, ready } = useAccountText();
  usePageTitle(ready ? t('confirmTitle') : '');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => accountApi.confirmEmail(token),
    // The signed-in account (if any) now has the new address.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.session }),
  });
  if (!ready)
    return (
      <div className="page">
        <Skeleton height={240} />
      </div>
    );
  return (
    <div className="page account-page account-page--narrow">
      <header className="account-page__head">
        <MailCheck aria-hidden="true" className="account-page__icon" />
        <h1>{t('confirmTitle')}</h1>
      </header>
      <div className="account-form">
        {confirm.isSuccess ? (
          <>
            <p className="account-done" role="status">
              <CircleCheck aria-hidden="true" /> {t('emailConfirmed', { email: confirm.data.email })}
            </p>
            <LinkButton to="/" variant="primary">
              {t('toShop')}
            </LinkButton>
          </>
        ) : (
          <>
            <p>{t('confirmText')}</p>
            {confirm.isError && (
              <p className="account-error" role="alert">
                {accountErrorText(t, confirm.error)}
              </p>
            )}
            <div className="account-actions">
              <Button
                variant="primary"
                loading={confirm.isPending}
                disabled={!token || confirm.isError}
                onClick={() => confirm.mutate()}
              >
                {t('confirmAction')}
              </Button>
              {confirm.isError && (
                <LinkButton to="/settings/account" variant="secondary">
                  {t('toSettings')}
                </LinkButton>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
