import { SHOP_LIMITS } from '@atelier/domain';
import { Button, Select, Skeleton, TextField, useToast } from '@atelier/ui';
import { AlertTriangle, ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import { HeaderCards } from '../../../storefront/home/HeaderCards';
import { useShopText } from './i18n/useShopText';
import { ShopCardsEditor } from './ShopCardsEditor';
import { shopFormErrors, shopHostFor, shopToSave } from './shopForm';
import { ShopImageField, type ShopImageFieldProps } from './ShopImageField';
import { type ShopSettings as Shop, useSaveShop, useShopSettings } from './useShopSettings';
import './shop.css';

const RATIOS = [
  { value: 2, key: 'ratioClassic' },
  { value: 4, key: 'ratioWide' },
  { value: 6, key: 'ratioPanorama' },
  { value: 8, key: 'ratioStrip' },
] as const;

export interface ShopSettingsProps {
  userId: string;
  atName: string;
  /** The image upload (the image API by default). */
  upload?: ShopImageFieldProps['upload'];
}

/** A checkbox with its label (the kit has none; a native one keeps keyboard and touch). */
function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="shop-settings__toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** The form, once the saved shop is in: edits a copy, saves the whole shop at once. */
function ShopForm({ saved, userId, atName, upload }: ShopSettingsProps & { saved: Shop }) {
  const { t } = useShopText();
  const toast = useToast();
  const save = useSaveShop();
  const noticeTextId = useId();
  const [shop, setShop] = useState<Shop>(saved);
  const [tried, setTried] = useState(false);
  const errors = tried ? shopFormErrors(shop, t) : {};
  const dirty = JSON.stringify(shop) !== JSON.stringify(saved);
  const set = <K extends keyof Shop>(key: K, value: Shop[K]) =>
    setShop((current) => ({ ...current, [key]: value }));
  const uploadProps = upload ? { upload } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(shopFormErrors(shop, t)).length > 0) {
      toast.show({ tone: 'error', message: t('fixErrors') });
      return;
    }
    save.mutate(shopToSave(shop), {
      onSuccess: (answer) => {
        setShop(answer);
        setTried(false);
        toast.show({ tone: 'success', message: t('saved') });
      },
      onError: (error) =>
        toast.show({
          tone: 'error',
          message: error instanceof ApiError ? `${t('saveFailed')} ${error.message}` : t('saveFailed'),
        }),
    });
  };

  const banner = shop.banner;
  return (
    <form className="shop-settings__form" noValidate onSubmit={submit}>
      <TextField
        label={t('bio')}
        hint={t('bioHint')}
        value={shop.bio}
        maxLength={SHOP_LIMITS.bio}
        error={errors.bio}
        onChange={(event) => set('bio', event.target.value)}
      />

      <fieldset className="shop-settings__group">
        <legend>{t('noticeTitle')}</legend>
        <p className="ui-field__hint">{t('noticeHint')}</p>
        <Toggle
          label={t('noticeEnabled')}
          checked={shop.notice.enabled}
          onChange={(enabled) => set('notice', { ...shop.notice, enabled })}
        />
        <TextField
          label={t('noticeHeading')}
          value={shop.notice.title}
          maxLength={SHOP_LIMITS.noticeTitle}
          error={errors['notice.title']}
          onChange={(event) => set('notice', { ...shop.notice, title: event.target.value })}
        />
        <div className="ui-field">
          <label htmlFor={noticeTextId} className="ui-field__label">
            {t('noticeText')}
          </label>
          <textarea
            id={noticeTextId}
            className="ui-field__input shop-settings__textarea"
            rows={3}
            value={shop.notice.text}
            maxLength={SHOP_LIMITS.noticeText}
            aria-invalid={errors['notice.text'] ? true : undefined}
            aria-describedby={errors['notice.text'] ? `${noticeTextId}-error` : undefined}
            onChange={(event) => set('notice', { ...shop.notice, text: event.target.value })}
          />
          {errors['notice.text'] && (
            <p id={`${noticeTextId}-error`} className="ui-field__error">
              {errors['notice.text']}
            </p>
          )}
        </div>
        <figure className="shop-preview" aria-label={t('preview')}>
          <figcaption>{t('preview')}</figcaption>
          {shop.notice.title || shop.notice.text ? (
            <div className="shop-preview__notice" data-hidden={!shop.notice.enabled || undefined}>
              {shop.notice.title && <strong>{shop.notice.title}</strong>}
              {shop.notice.text && <p>{shop.notice.text}</p>}
            </div>
          ) : (
            <p className="page-note">{t('previewEmpty')}</p>
          )}
          {!shop.notice.enabled && <p className="page-note">{t('hiddenNote')}</p>}
        </figure>
      </fieldset>

      <fieldset className="shop-settings__group">
        <legend>{t('bannerTitle')}</legend>
        <p className="ui-field__hint">{t('bannerHint')}</p>
        <Toggle
          label={t('bannerEnabled')}
          checked={banner.enabled}
          onChange={(enabled) => set('banner', { ...banner, enabled })}
        />
        <ShopImageField
          label={t('bannerTitle')}
          value={banner.url}
          aspectRatio={banner.aspectRatio}
          onChange={(url) => set('banner', { ...banner, url })}
          userId={userId}
          error={errors['banner.url']}
          {...uploadProps}
        />
        <TextField
          label={t('bannerLink')}
          hint={t('linkHint')}
          placeholder="/shop"
          value={banner.link ?? ''}
          error={errors['banner.link']}
          onChange={(event) => set('banner', { ...banner, link: event.target.value })}
        />
        <Select
          label={t('bannerRatio')}
          value={String(banner.aspectRatio)}
          options={RATIOS.map((ratio) => ({ value: String(ratio.value), label: t(ratio.key) }))}
          onChange={(value) => set('banner', { ...banner, aspectRatio: Number(value) })}
        />
        {banner.url && !banner.enabled && <p className="page-note">{t('hiddenNote')}</p>}
      </fieldset>

      <ShopCardsEditor
        cards={shop.headerCards}
        onChange={(cards) => set('headerCards', cards)}
        errors={errors}
        userId={userId}
        {...uploadProps}
      />
      {shop.headerCards.some((card) => card.title && card.thumbnail) && (
        <figure className="shop-preview" aria-label={t('preview')}>
          <figcaption>{t('preview')}</figcaption>
          <HeaderCards cards={shop.headerCards.filter((card) => card.title && card.thumbnail)} />
        </figure>
      )}

      <div className="shop-settings__footer">
        <p className="page-note" aria-live="polite">
          {dirty ? t('unsaved') : ''}
        </p>
        <a
          className="shop-settings__visit"
          href={`${location.protocol}//${shopHostFor(location.host, atName)}/`}
        >
          <ExternalLink aria-hidden="true" />
          {t('visit')}
        </a>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** Issue 18: the creator dashboard's Shop section, what their sub-domain's home shows. */
export function ShopSettings(props: ShopSettingsProps) {
  const { t, ready } = useShopText();
  const shop = useShopSettings();
  return (
    <section className="dashboard-section shop-settings" aria-labelledby="shop-settings-title">
      {ready && (
        <header className="shop-settings__header">
          <h2 id="shop-settings-title">{t('title')}</h2>
          <p className="page-note">{t('intro', { host: shopHostFor(location.host, props.atName) })}</p>
        </header>
      )}
      {!ready || shop.isPending ? (
        <div aria-busy="true">
          <Skeleton height={320} />
        </div>
      ) : shop.isError ? (
        <div className="shop-settings__failed" role="alert">
          <AlertTriangle aria-hidden="true" />
          <p>{t('loadFailed')}</p>
          <Button onClick={() => void shop.refetch()}>{t('retry')}</Button>
        </div>
      ) : (
        <ShopForm {...props} saved={shop.data} />
      )}
    </section>
  );
}
