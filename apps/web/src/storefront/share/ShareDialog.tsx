import { shareStepMessage, type ShareStep, mediaSrc } from '@atelier/domain';
import { Button, Dialog, Skeleton, TextField, useToast, useTranslation } from '@atelier/ui';
import { Copy, Download, Share2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useMessage } from '../../i18n/storefrontI18n';
import type { ShareTarget } from '../../store/overlays';
import { useAppStore } from '../../store/store';
import { makeShareImages, type ShareImages } from './shareImage';

interface Settings {
  dotColor: string;
  backgroundColor: string;
  line1: string;
  line2: string;
  wallpaper: boolean;
  backgroundImage: boolean;
}

const defaultsFor = (target: ShareTarget): Settings => ({
  dotColor: '#000000',
  backgroundColor: '#ffffff',
  line1: target.title,
  line2: target.link.replace(/^https?:\/\//, ''),
  wallpaper: false,
  // Issue 20: a design's share shows the design itself, its capture, unless the shopper turns it off.
  backgroundImage: Boolean(target.capture),
});

function ShareForm({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const m = useMessage();
  const toast = useToast();
  const [settings, setSettings] = useState<Settings>(() => defaultsFor(target));
  const [images, setImages] = useState<ShareImages | null>(null);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      makeShareImages(
        {
          link: target.link,
          dotColor: settings.dotColor,
          backgroundColor: settings.backgroundColor,
          line1: settings.line1,
          line2: settings.line2,
          logo: mediaSrc(target.logo, 200),
          backgroundImage: settings.backgroundImage ? mediaSrc(target.backgroundImage, 1200) : undefined,
        },
        settings.wallpaper,
      )
        .then((made) => !cancelled && setImages(made))
        .catch(() => !cancelled && setImages(null));
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [settings, target]);

  const preview = useMemo(() => {
    const blob = images ? (settings.wallpaper ? images.wallpaper : images.card) : null;
    return blob ? URL.createObjectURL(blob) : null;
  }, [images, settings.wallpaper]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const tell = (step: ShareStep, succeeded: boolean) => {
    const message = shareStepMessage(step, succeeded);
    if (message)
      toast.show({
        tone: step === 'webShare' ? 'info' : 'success',
        message: m(message.key as 'share.unsupported'),
      });
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(target.link);
      tell('copyLink', true);
    } catch {
      tell('copyLink', false);
    }
  };

  /** 000 §8: the Web Share API; without it the image is copied, and failing that the link. */
  const share = async () => {
    const blob = images ? (settings.wallpaper ? images.wallpaper : images.card) : null;
    const file = blob
      ? new File([blob], settings.wallpaper ? 'atelier-wallpaper.jpg' : 'atelier-qr.png', { type: blob.type })
      : null;
    const data: ShareData = { title: target.title, url: target.link, ...(file ? { files: [file] } : {}) };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    tell('webShare', false);
    try {
      if (!images || typeof ClipboardItem === 'undefined') throw new Error('No image clipboard');
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': images.card })]);
      tell('copyImage', true);
      return;
    } catch {
      tell('copyImage', false);
    }
    await copyLink();
  };

  const download = () => {
    if (!preview) return;
    const anchor = document.createElement('a');
    anchor.href = preview;
    anchor.download = settings.wallpaper ? 'atelier-wallpaper.jpg' : 'atelier-qr.png';
    anchor.click();
  };

  return (
    <div className="share">
      <div
        className="share__preview"
        data-wallpaper={settings.wallpaper || undefined}
        data-capture={(settings.backgroundImage && target.capture) || undefined}
      >
        {preview ? (
          <img src={preview} alt={t('share.qr', { link: target.link })} />
        ) : (
          <Skeleton aspectRatio={settings.wallpaper ? '1080 / 1420' : '340 / 395'} />
        )}
      </div>
      <div className="share__controls">
        <TextField
          label={t('share.link')}
          value={target.link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="share__colours">
          <TextField
            label={t('share.dotColor')}
            type="color"
            value={settings.dotColor}
            onChange={(event) => set('dotColor', event.target.value)}
          />
          <TextField
            label={t('share.backgroundColor')}
            type="color"
            value={settings.backgroundColor}
            onChange={(event) => set('backgroundColor', event.target.value)}
          />
        </div>
        <TextField
          label={t('share.line1')}
          value={settings.line1}
          maxLength={40}
          onChange={(event) => set('line1', event.target.value)}
        />
        <TextField
          label={t('share.line2')}
          value={settings.line2}
          maxLength={60}
          onChange={(event) => set('line2', event.target.value)}
        />
        {target.backgroundImage && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={settings.backgroundImage}
              onChange={(event) => set('backgroundImage', event.target.checked)}
            />
            {t('share.backgroundImage')}
          </label>
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.wallpaper}
            onChange={(event) => set('wallpaper', event.target.checked)}
          />
          {t('share.wallpaper')}
        </label>
        <div className="share__buttons">
          <Button variant="primary" icon={<Share2 />} onClick={() => void share()}>
            {t('share.share')}
          </Button>
          <Button icon={<Download />} disabled={!preview} onClick={download}>
            {t('share.download')}
          </Button>
          <Button icon={<Copy />} onClick={() => void copyLink()}>
            {t('share.copyLink')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** 000 §2 share dialog: QR code with colours, texts, logo and background; wallpaper; Web Share. */
export function ShareDialog() {
  const { t } = useTranslation();
  const target = useAppStore((state) => state.share);
  const openShare = useAppStore((state) => state.openShare);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && openShare(null)}
      title={target?.kind === 'profile' ? t('share.profileTitle') : t('share.title')}
      size="lg"
      data-testid="share-dialog"
    >
      {target && <ShareForm key={target.link} target={target} />}
    </Dialog>
  );
}
