import { FREE_DECAL_MAX, FREE_DECAL_UNLIMITED, type DecalAreaLimit, type PlacedDecal } from '@atelier/schema';
import { Button, Dialog, Select } from '@atelier/ui';
import { useId } from 'react';
import type { DecalsText } from './i18n/useDecalsText';

interface DecalOptionsDialogProps {
  readonly t: DecalsText;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** 'Allow Creator Custom Decal' on a prebuild, 'Allow Customer Decal' on a creation (002 §6). */
  readonly settingLabel: string;
  readonly limitLabel: string;
  readonly freeDecal: number;
  readonly onFreeDecal: (count: number) => void;
  readonly decal: PlacedDecal | null;
  /** 002 §6: a limit set on the prebuild is read-only to the creation's creator. */
  readonly limitReadOnly: boolean;
  readonly onLimit: (enabled: boolean, limit: DecalAreaLimit) => void;
}

const FULL: DecalAreaLimit = { min: { x: 0, y: 0 }, max: { x: 1, y: 1 } };

/**
 * 002 §2 the wrench's options: the decal setting (free_decal none, 1 to 10 or unlimited,
 * 002 §9) and the selected layer's area limit ('Limit Creator', min and max x and y).
 */
export function DecalOptionsDialog({
  t,
  open,
  onOpenChange,
  settingLabel,
  limitLabel,
  freeDecal,
  onFreeDecal,
  decal,
  limitReadOnly,
  onLimit,
}: DecalOptionsDialogProps) {
  const limitId = useId();
  const options = [
    { value: '0', label: t('freeNone') },
    ...Array.from({ length: FREE_DECAL_MAX }, (_, index) => ({
      value: String(index + 1),
      label: String(index + 1),
    })),
    { value: String(FREE_DECAL_UNLIMITED), label: t('freeUnlimited') },
  ];
  const limit = decal?.limit ?? FULL;
  const limitLocked = !decal || limitReadOnly;
  const setBound = (bound: 'min' | 'max', axis: 'x' | 'y', text: string) => {
    const value = Number(text);
    if (!decal || text.trim() === '' || !Number.isFinite(value)) return;
    const next = { min: { ...limit.min }, max: { ...limit.max } };
    next[bound][axis] = Math.min(1, Math.max(0, value));
    onLimit(decal.limit_enable, next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('options')}
      size="sm"
      footer={<Button onClick={() => onOpenChange(false)}>{t('done')}</Button>}
    >
      <div className="decals-options">
        <Select
          label={settingLabel}
          value={String(freeDecal)}
          options={options}
          hint={t('freeDecal')}
          onChange={(value) => onFreeDecal(Number(value))}
        />
        <fieldset className="decals-options__limit" disabled={limitLocked}>
          <legend>{t('limitTitle')}</legend>
          {!decal && <p className="decals-muted">{t('limitNoLayer')}</p>}
          {decal && limitReadOnly && (
            <p className="decals-muted" data-testid="decals-limit-readonly">
              {t('limitReadOnly')}
            </p>
          )}
          <label className="decals-check" htmlFor={limitId}>
            <input
              id={limitId}
              type="checkbox"
              checked={decal?.limit_enable ?? false}
              disabled={limitLocked}
              data-testid="decals-limit-enable"
              onChange={(event) => decal && onLimit(event.target.checked, limit)}
            />
            {limitLabel}
          </label>
          <div className="decals-options__bounds">
            {(
              [
                ['min', 'x', 'limitMinX'],
                ['min', 'y', 'limitMinY'],
                ['max', 'x', 'limitMaxX'],
                ['max', 'y', 'limitMaxY'],
              ] as const
            ).map(([bound, axis, key]) => (
              <label key={key} className="decals-options__bound">
                <span>{t(key)}</span>
                <input
                  type="number"
                  min={0}
                  max={1}
                  step={0.025}
                  key={`${decal?.value}-${limit[bound][axis]}`}
                  defaultValue={limit[bound][axis]}
                  disabled={limitLocked}
                  onBlur={(event) => setBound(bound, axis, event.target.value)}
                />
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </Dialog>
  );
}
