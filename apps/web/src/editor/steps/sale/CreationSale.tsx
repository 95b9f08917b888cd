import {
  applicableBaseCost,
  availableSizes,
  defaultPreorderPeriod,
  defaultPurchaseType,
  formatMoney,
  minimumOrderRange,
  netProfit,
  productionDays,
} from '@atelier/domain';
import type { Prebuild, PurchaseType } from '@atelier/schema';
import { useId, useState } from 'react';
import type { ChangeDocument } from '../../contract';
import type { CreationDraft } from '@atelier/domain';
import { useStepsText } from '../i18n';
import { PURCHASE_TYPE_KEYS } from './purchaseTypes';
import { RetailPriceField } from './RetailPriceField';
import { SizesForSale } from './SizesForSale';

/** An ISO time's date, as a date input shows it (UTC, as stored). */
const dateOf = (iso: string | undefined): string => (iso ? iso.slice(0, 10) : '');

/** The stored time with its date replaced (the time of day is kept). */
const withDate = (iso: string | undefined, date: string): string =>
  `${date}${iso && iso.length > 10 ? iso.slice(10) : 'T00:00:00.000Z'}`;

/** The minimum-order slider: it moves freely and is stored once, when the gesture ends (one undo step). */
function MinimumOrderSlider({
  value,
  range,
  onCommit,
}: {
  value: number;
  range: { min: number; max: number; step: number };
  onCommit: (value: number) => void;
}) {
  const { t } = useStepsText();
  const id = useId();
  const [moving, setMoving] = useState<number | null>(null);
  const shown = Math.min(range.max, Math.max(range.min, moving ?? value));
  const commit = () => {
    if (moving !== null && moving !== value) onCommit(moving);
    setMoving(null);
  };
  return (
    <div className="sale-step__slider">
      <label htmlFor={id} className="editor-step__label">
        {t('minimumOrder')}
      </label>
      <div className="editor-step__row">
        <input
          id={id}
          className="editor-step__grow"
          type="range"
          min={range.min}
          max={range.max}
          step={range.step}
          value={shown}
          aria-valuetext={t('pieces', { count: shown })}
          onChange={(event) => setMoving(Number(event.target.value))}
          onPointerUp={commit}
          onKeyUp={commit}
          onBlur={commit}
        />
        <output htmlFor={id} className="editor-step__money">
          {t('pieces', { count: shown })}
        </output>
      </div>
    </div>
  );
}

/**
 * 001 §4, §5, §9 a creation's sell info: purchase type, minimum order over the cost tiers,
 * base cost, retail price, net profit, sizes, pre-order period and the production estimate.
 */
export function CreationSale({
  item,
  prebuild,
  change,
}: {
  item: CreationDraft;
  prebuild: Prebuild;
  change: ChangeDocument;
}) {
  const { t } = useStepsText();
  const id = useId();
  const allowed: readonly PurchaseType[] = prebuild.extra_option.allowPurchaseType.length
    ? prebuild.extra_option.allowPurchaseType
    : [defaultPurchaseType(prebuild.extra_option.allowPurchaseType)];
  const purchaseType = item.purchaseType ?? defaultPurchaseType(prebuild.extra_option.allowPurchaseType);
  const range = minimumOrderRange(prebuild.cost_config);
  const basePrice = applicableBaseCost(prebuild.cost_config, item.minimum_order);
  const offered = availableSizes(undefined, prebuild.sizing);
  const editCreation = (recipe: (creation: CreationDraft) => void, label: string) =>
    change((draft) => {
      if (draft.kind === 'creation') recipe(draft.item as CreationDraft);
    }, label);

  return (
    <div className="editor-step sale-step">
      <fieldset className="editor-step__section">
        <legend className="editor-step__heading">{t('purchaseType')}</legend>
        {allowed.map((type) => (
          <label key={type} className="editor-step__check">
            <input
              type="radio"
              name={`${id}-purchase-type`}
              checked={purchaseType === type}
              onChange={() =>
                editCreation((creation) => {
                  creation.purchaseType = type;
                  // 001 §9: the pre-order period starts now and ends a month later.
                  if (type === 'retail-preorder') Object.assign(creation, defaultPreorderPeriod(Date.now()));
                }, 'Purchase type')
              }
            />
            <span>{t(PURCHASE_TYPE_KEYS[type])}</span>
          </label>
        ))}
      </fieldset>

      <section className="editor-step__section">
        {range === null ? (
          <p className="editor-step__empty">{t('noTiers')}</p>
        ) : (
          <MinimumOrderSlider
            value={item.minimum_order}
            range={range}
            onCommit={(minimumOrder) =>
              editCreation((creation) => {
                creation.minimum_order = minimumOrder;
              }, 'Minimum order')
            }
          />
        )}
        <dl className="editor-step__figures">
          <dt>{t('baseCost')}</dt>
          <dd>{formatMoney(basePrice)}</dd>
        </dl>
        <RetailPriceField
          totalPrice={item.totalPrice}
          basePrice={basePrice}
          onCommit={(totalPrice) =>
            editCreation((creation) => {
              creation.totalPrice = totalPrice;
            }, 'Retail price')
          }
        />
        <dl className="editor-step__figures">
          <dt>{t('netProfit')}</dt>
          <dd>{formatMoney(netProfit(item.totalPrice, basePrice))}</dd>
        </dl>
        <p className="editor-step__hint">{t('pricesExcludeShipping')}</p>
      </section>

      <SizesForSale
        offered={offered}
        blacklist={item.sizing.blacklist}
        onChange={(blacklist) =>
          editCreation((creation) => {
            creation.sizing.blacklist = blacklist;
          }, 'Sizes')
        }
      />

      {purchaseType === 'retail-preorder' && (
        <fieldset className="editor-step__section">
          <legend className="editor-step__heading">{t('preorderPeriod')}</legend>
          <div className="sale-step__period">
            <div className="ui-field">
              <label htmlFor={`${id}-start`} className="ui-field__label">
                {t('preorderStart')}
              </label>
              <input
                id={`${id}-start`}
                className="ui-field__input"
                type="date"
                value={dateOf(item.kickstart_start)}
                max={dateOf(item.kickstart_end) || undefined}
                onChange={(event) => {
                  const date = event.target.value;
                  if (date === '' || (item.kickstart_end && date > dateOf(item.kickstart_end))) return;
                  editCreation((creation) => {
                    creation.kickstart_start = withDate(creation.kickstart_start, date);
                  }, 'Pre-order start');
                }}
              />
            </div>
            <div className="ui-field">
              <label htmlFor={`${id}-end`} className="ui-field__label">
                {t('preorderEnd')}
              </label>
              <input
                id={`${id}-end`}
                className="ui-field__input"
                type="date"
                value={dateOf(item.kickstart_end)}
                min={dateOf(item.kickstart_start) || undefined}
                onChange={(event) => {
                  const date = event.target.value;
                  if (date === '' || (item.kickstart_start && date < dateOf(item.kickstart_start))) return;
                  editCreation((creation) => {
                    creation.kickstart_end = withDate(creation.kickstart_end, date);
                  }, 'Pre-order end');
                }}
              />
            </div>
          </div>
        </fieldset>
      )}

      <section className="editor-step__section" aria-labelledby={`${id}-production`}>
        <h3 id={`${id}-production`} className="editor-step__heading">
          {t('productionTime')}
        </h3>
        <p>
          {t('productionEstimate', { days: productionDays(item.minimum_order), count: item.minimum_order })}
        </p>
      </section>
    </div>
  );
}
