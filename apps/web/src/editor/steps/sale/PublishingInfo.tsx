import {
  manufacturingMsToDays,
  parseManufacturingDays,
  parseOrderQuantity,
  setOrderLimit,
  toggleAllowedPurchaseType,
  type PrebuildDraft,
} from '@atelier/domain';
import { PURCHASE_TYPES } from '@atelier/schema';
import { TextField } from '@atelier/ui';
import { useId, useState } from 'react';
import type { ChangeDocument } from '../../contract';
import { useStepsText } from '../i18n';
import { CostTiersEditor } from './CostTiersEditor';
import { PURCHASE_TYPE_KEYS } from './purchaseTypes';

/** A text field that keeps what is typed and stores it only when `read` accepts it. */
function ParsedField({
  label,
  stored,
  accepts,
  error,
  onCommit,
}: {
  label: string;
  stored: string;
  accepts: (text: string) => boolean;
  error: string;
  onCommit: (text: string) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? stored;
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={shown}
      error={text !== null && !accepts(text) ? error : undefined}
      onChange={(event) => {
        setText(event.target.value);
        if (accepts(event.target.value)) onCommit(event.target.value);
      }}
      onBlur={() => (text !== null && accepts(text) ? setText(null) : undefined)}
    />
  );
}

/**
 * 001 §3, §5 a prebuild's publishing info: direct purchase, shipping included, the allowed
 * purchase types (at least one), manufacturing time in days (stored in ms), minimum and
 * maximum order, and the cost tiers.
 */
export function PublishingInfo({ item, change }: { item: PrebuildDraft; change: ChangeDocument }) {
  const { t } = useStepsText();
  const id = useId();
  const [typeRefused, setTypeRefused] = useState(false);
  const editPrebuild = (recipe: (prebuild: PrebuildDraft) => void, label: string) =>
    change((draft) => {
      if (draft.kind === 'prebuild') recipe(draft.item as PrebuildDraft);
    }, label);
  const allowed = item.extra_option.allowPurchaseType;

  return (
    <div className="editor-step sale-step">
      <h2 className="editor-step__heading">{t('publishingInfo')}</h2>
      <section className="editor-step__section">
        <label className="editor-step__check">
          <input
            type="checkbox"
            checked={item.allow_direct_purchase}
            onChange={(event) => {
              const on = event.target.checked;
              editPrebuild((prebuild) => {
                prebuild.allow_direct_purchase = on;
              }, 'Allow direct purchase');
            }}
          />
          <span>{t('allowDirectPurchase')}</span>
        </label>
        <label className="editor-step__check">
          <input
            type="checkbox"
            checked={item.option_shipping_fee_include}
            onChange={(event) => {
              const on = event.target.checked;
              editPrebuild((prebuild) => {
                prebuild.option_shipping_fee_include = on;
              }, 'Shipping fee included');
            }}
          />
          <span>{t('shippingIncluded')}</span>
        </label>
      </section>

      <fieldset className="editor-step__section">
        <legend className="editor-step__heading">{t('allowedPurchaseTypes')}</legend>
        {PURCHASE_TYPES.map((type) => (
          <label key={type} className="editor-step__check">
            <input
              type="checkbox"
              checked={allowed.includes(type)}
              onChange={() => {
                const result = toggleAllowedPurchaseType(allowed, type);
                setTypeRefused(!result.ok);
                if (result.ok)
                  editPrebuild((prebuild) => {
                    prebuild.extra_option.allowPurchaseType = result.value;
                  }, 'Allowed purchase types');
              }}
            />
            <span>{t(PURCHASE_TYPE_KEYS[type])}</span>
          </label>
        ))}
        {(typeRefused || allowed.length === 0) && (
          <p className="editor-step__error" role="alert">
            {t('purchaseTypeRequired')}
          </p>
        )}
      </fieldset>

      <section className="editor-step__section">
        <ParsedField
          label={t('manufacturingTime')}
          stored={String(
            Math.round(manufacturingMsToDays(item.extra_option.manufacturingTimePerPiece) * 10000) / 10000,
          )}
          accepts={(text) => parseManufacturingDays(text).ok}
          error={t('manufacturingTimeInvalid')}
          onCommit={(text) => {
            const result = parseManufacturingDays(text);
            if (result.ok)
              editPrebuild((prebuild) => {
                prebuild.extra_option.manufacturingTimePerPiece = result.ms;
              }, 'Manufacturing time');
          }}
        />
        <div className="sale-step__period">
          {(['minimum_order', 'maximum_order'] as const).map((which) => (
            <ParsedField
              key={which}
              label={which === 'minimum_order' ? t('minimumOrder') : t('maximumOrder')}
              stored={String(item[which])}
              accepts={(text) => parseOrderQuantity(text) !== null}
              error={t('orderInvalid')}
              onCommit={(text) =>
                editPrebuild(
                  (prebuild) => {
                    Object.assign(prebuild, setOrderLimit(prebuild, which, parseOrderQuantity(text) ?? 1));
                  },
                  which === 'minimum_order' ? 'Minimum order' : 'Maximum order',
                )
              }
            />
          ))}
        </div>
      </section>

      <section className="editor-step__section" aria-labelledby={`${id}-tiers`}>
        <h3 id={`${id}-tiers`} className="editor-step__heading">
          {t('costTiers')}
        </h3>
        <CostTiersEditor
          tiers={item.cost_config}
          onChange={(tiers, label) =>
            editPrebuild((prebuild) => {
              prebuild.cost_config = tiers;
            }, label)
          }
        />
      </section>
    </div>
  );
}
