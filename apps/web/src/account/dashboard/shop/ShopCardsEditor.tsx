import { SHOP_LIMITS } from '@atelier/domain';
import { Button, TextField } from '@atelier/ui';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useShopText } from './i18n/useShopText';
import type { ShopFormErrors } from './shopForm';
import { ShopImageField, type ShopImageFieldProps } from './ShopImageField';
import type { ShopCard } from './useShopSettings';

export interface ShopCardsEditorProps {
  cards: readonly ShopCard[];
  onChange: (cards: ShopCard[]) => void;
  errors: ShopFormErrors;
  userId: string;
  upload?: ShopImageFieldProps['upload'];
}

const EMPTY_CARD: ShopCard = { title: '', description: '', thumbnail: '', url: '' };

/** Moves the item at `from` to `to` (both in range), as a new list. */
const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * 000 §2 header cards of a creator's shop (title, description, thumbnail, url): added,
 * removed and reordered with buttons (keyboard and touch alike), at most
 * {@link SHOP_LIMITS.headerCards}.
 */
export function ShopCardsEditor({ cards, onChange, errors, userId, upload }: ShopCardsEditorProps) {
  const { t } = useShopText();
  const change = (index: number, patch: Partial<ShopCard>) =>
    onChange(cards.map((card, at) => (at === index ? { ...card, ...patch } : card)));
  return (
    <fieldset className="shop-settings__group">
      <legend>{t('cardsTitle')}</legend>
      <p className="ui-field__hint">{t('cardsHint', { max: SHOP_LIMITS.headerCards })}</p>
      {cards.length === 0 && <p className="page-note">{t('cardsEmpty')}</p>}
      <ol className="shop-cards">
        {cards.map((card, index) => {
          const number = index + 1;
          const at = `headerCards[${index}]`;
          return (
            // Cards have no ids: the position is what the creator edits (every field is controlled).
            <li key={index} className="shop-card" aria-label={t('cardLabel', { number })}>
              <div className="shop-card__head">
                <strong>{t('cardLabel', { number })}</strong>
                <div className="shop-card__tools">
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<ArrowUp />}
                    aria-label={t('moveUp', { number })}
                    disabled={index === 0}
                    onClick={() => onChange(moved(cards, index, index - 1))}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<ArrowDown />}
                    aria-label={t('moveDown', { number })}
                    disabled={index === cards.length - 1}
                    onClick={() => onChange(moved(cards, index, index + 1))}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 />}
                    aria-label={t('removeCard', { number })}
                    onClick={() => onChange(cards.filter((_, other) => other !== index))}
                  />
                </div>
              </div>
              <div className="shop-card__fields">
                <TextField
                  label={t('cardTitle')}
                  value={card.title}
                  maxLength={SHOP_LIMITS.cardTitle}
                  error={errors[`${at}.title`]}
                  onChange={(event) => change(index, { title: event.target.value })}
                />
                <TextField
                  label={t('cardDescription')}
                  value={card.description}
                  maxLength={SHOP_LIMITS.cardDescription}
                  error={errors[`${at}.description`]}
                  onChange={(event) => change(index, { description: event.target.value })}
                />
                <TextField
                  label={t('cardUrl')}
                  value={card.url}
                  placeholder="/shop"
                  hint={t('linkHint')}
                  error={errors[`${at}.url`]}
                  onChange={(event) => change(index, { url: event.target.value })}
                />
              </div>
              <ShopImageField
                label={t('cardImage')}
                value={card.thumbnail || null}
                onChange={(thumbnail) => change(index, { thumbnail: thumbnail ?? '' })}
                userId={userId}
                error={errors[`${at}.thumbnail`]}
                {...(upload ? { upload } : {})}
              />
            </li>
          );
        })}
      </ol>
      <Button
        icon={<Plus />}
        disabled={cards.length >= SHOP_LIMITS.headerCards}
        onClick={() => onChange([...cards, { ...EMPTY_CARD }])}
      >
        {t('addCard')}
      </Button>
    </fieldset>
  );
}
