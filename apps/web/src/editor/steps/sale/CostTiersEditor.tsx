import {
  addCostTier,
  formatPriceInput,
  parseCostInput,
  parseOrderQuantity,
  removeCostTier,
  setCostTierCost,
  setCostTierQuantity,
  sortedCostTiers,
} from '@atelier/domain';
import type { CostTier } from '@atelier/schema';
import { Button, TextField } from '@atelier/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useStepsText, type EditorStepsKey } from '../i18n';

/** A field that keeps what is typed, stores it when it reads, and says why when it does not. */
function TierField({
  label,
  stored,
  read,
  onCommit,
}: {
  label: string;
  stored: string;
  /** The message key of why a text is refused, or null when it is stored. */
  read: (text: string) => EditorStepsKey | null;
  onCommit: (text: string) => void;
}) {
  const { t } = useStepsText();
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? stored;
  const problem = text === null ? null : read(text);
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={shown}
      error={problem ? t(problem) : undefined}
      onChange={(event) => {
        setText(event.target.value);
        if (read(event.target.value) === null) onCommit(event.target.value);
      }}
      onBlur={() => (problem === null ? setText(null) : undefined)}
    />
  );
}

/** 001 §3 a prebuild's cost tiers: the unit cost from each quantity on; add, edit, remove. */
export function CostTiersEditor({
  tiers,
  onChange,
}: {
  tiers: readonly CostTier[];
  onChange: (tiers: CostTier[], label: string) => void;
}) {
  const { t } = useStepsText();
  const sorted = sortedCostTiers(tiers);
  return (
    <div className="editor-step__section">
      {sorted.length === 0 ? (
        <p className="editor-step__empty">{t('noTiersYet')}</p>
      ) : (
        <ol className="editor-step__list">
          {sorted.map((tier, index) => (
            <li
              key={tier.quantity}
              className="editor-step__list-row"
              aria-label={t('tierRow', { number: index + 1 })}
            >
              <TierField
                label={t('tierQuantity')}
                stored={String(tier.quantity)}
                read={(text) => {
                  const quantity = parseOrderQuantity(text);
                  if (quantity === null) return 'orderInvalid';
                  return setCostTierQuantity(tiers, tier.quantity, quantity) === null
                    ? 'tierQuantityTaken'
                    : null;
                }}
                onCommit={(text) => {
                  const next = setCostTierQuantity(tiers, tier.quantity, Number(text.trim()));
                  if (next !== null) onChange(next, 'Tier quantity');
                }}
              />
              <TierField
                label={t('tierCost')}
                stored={formatPriceInput(tier.cost)}
                read={(text) => (parseCostInput(text) === null ? 'costInvalid' : null)}
                onCommit={(text) =>
                  onChange(
                    setCostTierCost(tiers, tier.quantity, parseCostInput(text) ?? tier.cost),
                    'Tier cost',
                  )
                }
              />
              <Button
                variant="ghost"
                icon={<Trash2 />}
                aria-label={t('removeTier', { quantity: tier.quantity })}
                onClick={() => onChange(removeCostTier(tiers, tier.quantity), 'Remove tier')}
              />
            </li>
          ))}
        </ol>
      )}
      <Button icon={<Plus />} onClick={() => onChange(addCostTier(tiers), 'Add tier')}>
        {t('addTier')}
      </Button>
    </div>
  );
}
