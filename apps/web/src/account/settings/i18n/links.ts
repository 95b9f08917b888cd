import type { Language } from '@atelier/ui';

/**
 * The names of the ways into the account pages that the shell and the profile show on every
 * page (user menu, quick login, own profile): tiny and eager, so the pages' catalogue stays lazy.
 * The menu's label avoids the word "Settings": the preferences dialog's item already uses it.
 */
export const ACCOUNT_LINK_LABELS: Readonly<
  Record<Language, { settings: string; editProfile: string; forgotPassword: string }>
> = {
  en: { settings: 'My account', editProfile: 'Edit profile', forgotPassword: 'Forgot password?' },
  'zh-TW': { settings: '我的帳戶', editProfile: '編輯個人檔案', forgotPassword: '忘記密碼？' },
  'zh-CN': { settings: '我的账户', editProfile: '编辑个人资料', forgotPassword: '忘记密码？' },
  ja: {
    settings: 'マイアカウント',
    editProfile: 'プロフィールを編集',
    forgotPassword: 'パスワードをお忘れですか？',
  },
  ko: { settings: '내 계정', editProfile: '프로필 편집', forgotPassword: '비밀번호를 잊으셨나요?' },
  ru: {
    settings: 'Мой аккаунт',
    editProfile: 'Редактировать профиль',
    forgotPassword: 'Забыли пароль?',
  },
  de: {
    settings: 'Mein Konto',
    editProfile: 'Profil bearbeiten',
    forgotPassword: 'Passwort vergessen?',
  },
  fr: {
    settings: 'Mon compte',
    editProfile: 'Modifier le profil',
    forgotPassword: 'Mot de passe oublié ?',
  },
};

/** The labels in `language`, English for a language without its own. */
export const accountLinkLabels = (language: string) =>
  (ACCOUNT_LINK_LABELS as Record<string, (typeof ACCOUNT_LINK_LABELS)['en'] | undefined>)[language] ??
  ACCOUNT_LINK_LABELS.en;
