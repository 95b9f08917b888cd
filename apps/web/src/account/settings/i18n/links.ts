import type { Language } from '@atelier/ui';

/**
 * The names of the ways into the account pages that the shell and the profile show on every
 * page (user menu, quick login, own profile): tiny and eager, so the pages' catalogue stays lazy.
 */
export const ACCOUNT_LINK_LABELS: Readonly<
  Record<Language, { settings: string; editProfile: string; forgotPassword: string }>
> = {
  en: { settings: 'Account settings', editProfile: 'Edit profile', forgotPassword: 'Forgot password?' },
  'zh-TW': { settings: '帳戶設定', editProfile: '編輯個人檔案', forgotPassword: '忘記密碼？' },
  'zh-CN': { settings: '账户设置', editProfile: '编辑个人资料', forgotPassword: '忘记密码？' },
  ja: {
    settings: 'アカウント設定',
    editProfile: 'プロフィールを編集',
    forgotPassword: 'パスワードをお忘れですか？',
  },
  ko: { settings: '계정 설정', editProfile: '프로필 편집', forgotPassword: '비밀번호를 잊으셨나요?' },
  ru: {
    settings: 'Настройки аккаунта',
    editProfile: 'Редактировать профиль',
    forgotPassword: 'Забыли пароль?',
  },
  de: {
    settings: 'Kontoeinstellungen',
    editProfile: 'Profil bearbeiten',
    forgotPassword: 'Passwort vergessen?',
  },
  fr: {
    settings: 'Paramètres du compte',
    editProfile: 'Modifier le profil',
    forgotPassword: 'Mot de passe oublié ?',
  },
};

/** The labels in `language`, English for a language without its own. */
export const accountLinkLabels = (language: string) =>
  (ACCOUNT_LINK_LABELS as Record<string, (typeof ACCOUNT_LINK_LABELS)['en'] | undefined>)[language] ??
  ACCOUNT_LINK_LABELS.en;
