/** The i18next namespace of the account settings pages (/settings/account, /reset-password, /confirm-email). */
export const ACCOUNT_NAMESPACE = 'accountSettings';
