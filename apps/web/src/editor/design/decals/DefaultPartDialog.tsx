import type { DecalSetup, Part } from '@atelier/schema';
import { Button, Dialog } from '@atelier/ui';
import { Eye, EyeOff, Star } from 'lucide-react';
import type { DecalsText } from './i18n/useDecalsText';

interface DefaultPartDialogProps {
  readonly t: DecalsText;
  readonly title: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly parts: readonly Part[];
  readonly setup: DecalSetup;
  readonly disabled: boolean;
  readonly onToggleDefault: (part: string) => void;
  readonly onToggleHidden: (part: string) => void;
}

/**
 * 002 §2 'Default Part Management': each part with a star (the default part new decals go
 * on, set or unset) and an eye (whether the part is offered as a decal canvas).
 */
export function DefaultPartDialog({
  t,
  title,
  open,
  onOpenChange,
  parts,
  setup,
  disabled,
  onToggleDefault,
  onToggleHidden,
}: DefaultPartDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={<Button onClick={() => onOpenChange(false)}>{t('done')}</Button>}
    >
      <ul className="decals-parts" data-testid="decals-default-parts">
        {parts.map((part) => {
          const name = part.text || part.value;
          const isDefault = setup.default_part_key === part.value;
          const hidden = setup.disable_part_keys.includes(part.value);
          return (
            <li key={part.value} className="decals-parts__row">
              <span className="decals-parts__name">{name}</span>
              <Button
                variant="ghost"
                size="sm"
                icon={<Star fill={isDefault ? 'currentColor' : 'none'} />}
                aria-label={
                  isDefault ? t('unsetDefaultPart', { part: name }) : t('setDefaultPart', { part: name })
                }
                aria-pressed={isDefault}
                disabled={disabled}
                onClick={() => onToggleDefault(part.value)}
              />
              <Button
                variant="ghost"
                size="sm"
                icon={hidden ? <EyeOff /> : <Eye />}
                aria-label={hidden ? t('showPart', { part: name }) : t('hidePart', { part: name })}
                aria-pressed={!hidden}
                disabled={disabled}
                onClick={() => onToggleHidden(part.value)}
              />
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
