import { Button, Dialog } from '@atelier/ui';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { ASPECT, type PictureKind } from './cropImage';
import type { AccountText } from './i18n/useAccountText';

export interface ImageCropDialogProps {
  /** The chosen file as an object URL; null: closed. */
  src: string | null;
  kind: PictureKind;
  t: AccountText;
  onCancel: () => void;
  /** The area to keep, in the picture's own pixels. */
  onCrop: (area: Area) => void;
}

/**
 * Crops a chosen picture before it is uploaded: a square shown round for the profile picture,
 * 4:1 for the banner. Drag to place, zoom with the slider, the wheel or a pinch; the crop area
 * also moves with the arrow keys (react-easy-crop).
 */
export function ImageCropDialog({ src, kind, t, onCancel, onCrop }: ImageCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const title = kind === 'avatar' ? t('cropAvatar') : t('cropBanner');
  return (
    <Dialog
      open={src !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={t('cropHelp')}
      size="lg"
      footer={
        <>
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <Button variant="primary" disabled={!area} onClick={() => area && onCrop(area)}>
            {t('savePicture')}
          </Button>
        </>
      }
    >
      <div className={`account-crop account-crop--${kind}`} data-testid="crop-area">
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={ASPECT[kind]}
            cropShape={kind === 'avatar' ? 'round' : 'rect'}
            showGrid={kind === 'banner'}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percent, pixels) => setArea(pixels)}
            cropperProps={{ 'aria-label': title }}
          />
        )}
      </div>
      <label className="account-crop__zoom">
        <span>{t('zoom')}</span>
        <input
          type="range"
          min={1}
          max={3}
          step={0.01}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
    </Dialog>
  );
}
