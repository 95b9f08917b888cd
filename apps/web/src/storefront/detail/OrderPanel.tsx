import {
  CART_AMOUNT_RANGE,
  PREORDER_STATUS_MESSAGES,
  SAMPLE_SINGLE_SIZE_RANGE,
  availableSizes,
  checkAddToCart,
  message,
  orderLinePrice,
  orderLoginMessage,
  orderTypeChoices,
  preorderButton,
  samplePrice,
  setSampleSizeAmount,
  sizeOffer,
  toggleSampleEntryMode,
  withLoginQuery,
  type SampleEntryMode,
  sameAnswers,
} from '@atelier/domain';
import { SAMPLE_AMOUNT_RANGE, type CartQuantity, type PurchaseType, type Size } from '@atelier/schema';
import {
  Button,
  ProgressBar,
  QuantityStepper,
  SegmentedControl,
  useToast,
  useTranslation,
} from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShoppingBag, Truck } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { queryKeys, useViewer } from '../../api/queries';
import type { CreationDetail } from '../../api/types';
import { useMessage } from '../../i18n/storefrontI18n';
import { useCurrentUrl } from '../../lib/useCurrentUrl';
import { useMoney } from '../../money/useMoney';
import type { Customisation } from './customise/useCustomisation';
import { useDetailPhoneText } from './i18n/useDetailPhoneText';
import { StickyBuyBar } from './StickyBuyBar';
import './order-panel.css';

// The shipping and returns dialog loads when it is first opened.
const ShippingDialog = lazy(() => import('./ShippingDialog').then((m) => ({ default: m.ShippingDialog })));
// Issue 17: the answers' extras and problems, for a creation that can be customised.
const OrderCustomisation = lazy(() =>
  import('./customise/OrderCustomisation').then((m) => ({ default: m.OrderCustomisation })),
);

/** The field ids and reasons of a 422 `invalid_answers` (issue paths `properties.{fieldId}`). */
const refusedAnswers = (error: ApiError) =>
  Object.fromEntries(
    error.fieldIssues
      .filter((issue) => issue.path.startsWith('properties.'))
      .map((issue) => [
        issue.path.slice('properties.'.length),
        message('customerForm.notAccepted', { reason: issue.message }),
      ]),
  );

/** 000 §4 the pre-order status bar and message (instant purchase: 'Available for purchase now'). */
export function PreorderStatus({ creation }: { creation: CreationDetail }) {
  const { t } = useTranslation();
  const m = useMessage();
  const status = creation.preorder;
  if (!status.isPreorder)
    return <p className="preorder preorder--available">{m(PREORDER_STATUS_MESSAGES[status.kind])}</p>;
  const orderedText = t('detail.ordered', { ordered: status.ordered, minimum: status.minimum });
  return (
    <div className="preorder">
      <ProgressBar
        value={status.barPercent}
        label={t('detail.preorderProgress')}
        valueText={`${m(PREORDER_STATUS_MESSAGES[status.kind])}, ${orderedText}`}
        tone={status.kind === 'goalReached' ? 'success' : 'accent'}
        start={m(PREORDER_STATUS_MESSAGES[status.kind])}
        end={orderedText}
      />
      {status.open && (
        <p className="preorder__days">{t('detail.daysLeft', { count: Math.max(0, status.daysRemaining) })}</p>
      )}
      <p className="preorder__rule">{t('detail.goalRule')}</p>
    </div>
  );
}

/**
 * 000 §2, §4, §5, §8 sizing and price, and the order button: the creation's purchase type (or a
 * sample for its owner), sizes XS to 2XL less the blacklist, amounts within bounds, the price in
 * the chosen currency, and every message of the error catalogue.
 */
export function OrderPanel({
  creation,
  customisation = null,
}: {
  creation: CreationDetail;
  /** Issue 17: the shopper's answers, priced and sent with the line; null when there is nothing to customise. */
  customisation?: Customisation | null;
}) {
  const summaryId = useId();
  const { t } = useTranslation();
  const { t: phoneText } = useDetailPhoneText();
  const orderButton = useRef<HTMLButtonElement>(null);
  const m = useMessage();
  const money = useMoney();
  const toast = useToast();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const client = useQueryClient();
  const session = useViewer();
  const prebuild = creation.prebuilds[0];
  const sizes = availableSizes(creation.sizing, prebuild?.sizing as Parameters<typeof availableSizes>[1]);
  const offer = sizeOffer(sizes);
  // 000 §4, §6: the owner toggles between the purchase type and a sample; others buy as sold.
  const choices: PurchaseType[] = creation.isOwner
    ? orderTypeChoices(creation.purchaseType)
    : [creation.purchaseType ?? 'instant-purchase'];
  const [type, setType] = useState<PurchaseType>(choices[0] ?? 'instant-purchase');
  const [size, setSize] = useState<Size | undefined>(sizes.includes('M') ? 'M' : sizes[0]);
  const [amount, setAmount] = useState(1);
  const [mode, setMode] = useState<SampleEntryMode>('single');
  const [multi, setMulti] = useState(() => sizes.map((entry) => ({ size: entry, amount: 0 })));
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [shippingOpen, setShippingOpen] = useState(false);
  const [shippingUsed, setShippingUsed] = useState(false);
  if (shippingOpen && !shippingUsed) setShippingUsed(true);

  const isSample = type === 'sample';
  const quantity: CartQuantity =
    isSample && mode === 'multi' ? multi : { size: size ?? sizes[0] ?? 'M', amount };
  const costConfig = prebuild?.cost_config ?? [];
  // The domain prices the line as the server will: the base plus the answers' extras (002 §3).
  const answers = customisation?.answers ?? {};
  const form = customisation?.form ?? { fields: [] };
  const source = { totalPrice: creation.totalPrice, costConfig };
  const line = orderLinePrice({ type, quantity, answers }, source, form);
  const extras = line.unitPrice - orderLinePrice({ type, quantity, answers: {} }, source, form).unitPrice;
  const total = line.total;
  const problemsOpen = customisation !== null && Object.keys(customisation.problems).length > 0;
  const count = Array.isArray(quantity)
    ? quantity.reduce((sum, entry) => sum + entry.amount, 0)
    : quantity.amount;
  const unit = count > 0 ? Math.round(total / count) : isSample ? samplePrice(costConfig, 1) : line.unitPrice;

  // Issue 18: a guest is asked to log in in the purchase's words ('To preorder, ...' for a pre-order only).
  const askToLogIn = () =>
    toast.show({
      tone: 'warning',
      message: m(orderLoginMessage(type)),
      action: { label: m('order.loginAction'), onClick: () => navigate(withLoginQuery(url)) },
    });

  const add = useMutation({
    mutationFn: () =>
      api.addToCart({
        creation_id: creation.id,
        type,
        quantity,
        price: total,
        ...(customisation ? { properties: customisation.answers } : {}),
        // Issue 20: the line keeps the saved design it was made from, while the answers are still its.
        ...(customisation?.design && sameAnswers(customisation.design.answers, customisation.answers)
          ? { design_id: customisation.design.id }
          : {}),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.cart });
      toast.show({
        tone: 'success',
        message: m('cart.added'),
        action: { label: m('cart.viewCart'), onClick: () => navigate('/cart') },
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        askToLogIn();
      } else if (error instanceof ApiError && error.code === 'cart_limit') {
        // The cart already holds this piece in this size, and together they pass 000 §5's
        // limit: the shopper must learn why nothing was added (issue 16).
        toast.show({
          tone: 'warning',
          message: t('cart.lineLimit', { max: isSample ? SAMPLE_AMOUNT_RANGE.max : CART_AMOUNT_RANGE.max }),
          action: { label: m('cart.viewCart'), onClick: () => navigate('/cart') },
        });
      } else if (error instanceof ApiError && error.code === 'invalid_answers' && customisation) {
        // Issue 17: the server refused answers: each shows at its field.
        const refused = refusedAnswers(error);
        customisation.setServerProblems(refused);
        customisation.revealFirstProblem(Object.keys(refused)[0]);
      } else {
        // 000 §7: other statuses show nothing to the user.
        console.warn('Adding to the cart failed', error);
      }
    },
  });

  const order = () => {
    const check = checkAddToCart({ signedIn: Boolean(session), quantity, type });
    if (!check.ok) {
      if (!session) {
        askToLogIn();
      } else {
        setInlineError(m(check.message as never));
        toast.show({ tone: 'warning', message: m(check.message as never) });
      }
      return;
    }
    setInlineError(null);
    add.mutate();
  };

  // The API takes samples from the creation's owner only.
  const sampleBlocked = isSample && !creation.isOwner;
  const preorderOnly = type === 'retail-preorder';
  const button = preorderOnly ? preorderButton(creation.preorder) : null;
  const orderLabel = button ? m(button.label.key as 'preorder.orderNow') : t('detail.addToCart');
  const orderDisabled = Boolean(button?.disabled || sampleBlocked || problemsOpen);
  // Why the order button is disabled, for the phone's buy bar (the panel says it in place).
  let blockedReason: string | null = null;
  if (button?.disabled) blockedReason = phoneText('ended');
  else if (sampleBlocked) blockedReason = t('detail.sampleOwnerOnly');
  else if (problemsOpen) blockedReason = phoneText('answerFirst');
  const typeLabels: Record<PurchaseType, string> = {
    'instant-purchase': t('detail.instantPurchase'),
    'retail-preorder': t('detail.retailPreorder'),
    sample: t('detail.sample'),
  };

  return (
    <section className="order" aria-label={t('detail.orderType')}>
      <p className="order__price price">
        <span className="order__total">{money(total)}</span>
        {count > 1 && <span className="order__unit">{t('detail.unitPrice', { price: money(unit) })}</span>}
      </p>
      {choices.length > 1 && (
        <SegmentedControl
          label={t('detail.orderType')}
          fullWidth
          value={type}
          onChange={(next) => {
            setType(next);
            setInlineError(null);
          }}
          options={choices.map((choice) => ({ value: choice, label: typeLabels[choice] }))}
        />
      )}
      {isSample && (
        <SegmentedControl
          label={t('detail.sampleMode')}
          size="sm"
          value={mode}
          onChange={(next) => next !== mode && setMode(toggleSampleEntryMode(mode))}
          options={[
            { value: 'single', label: t('detail.singleSize') },
            { value: 'multi', label: t('detail.multiSize') },
          ]}
        />
      )}
      {isSample && mode === 'multi' ? (
        <fieldset className="order__sizes">
          <legend>{t('detail.sizes')}</legend>
          {multi.map((entry) => (
            <QuantityStepper
              key={entry.size}
              label={entry.size}
              value={entry.amount}
              min={SAMPLE_AMOUNT_RANGE.min}
              max={SAMPLE_AMOUNT_RANGE.max}
              onChange={(value) => {
                setMulti((current) => setSampleSizeAmount(current, entry.size, value));
                setInlineError(null);
              }}
            />
          ))}
        </fieldset>
      ) : (
        <>
          {offer.kind === 'choice' && (
            <div className="order__field">
              <span className="order__label" id={`size-${creation.id}`}>
                {t('detail.size')}
              </span>
              <SegmentedControl
                label={t('detail.size')}
                size="sm"
                value={size ?? ''}
                onChange={(next) => setSize(next as Size)}
                options={offer.sizes.map((entry) => ({ value: entry, label: entry }))}
              />
            </div>
          )}
          {offer.kind === 'single' && (
            // Issue 18: one size is stated, not offered as a choice of one.
            <p className="order__field order__one-size" data-testid="one-size">
              <span className="order__label">{t('detail.size')}</span>
              <strong className="order__size">{offer.size}</strong>
              <span className="order__size-note">{phoneText('onlySize')}</span>
            </p>
          )}
          <QuantityStepper
            label={t('detail.quantity')}
            value={amount}
            min={isSample ? SAMPLE_SINGLE_SIZE_RANGE.min : CART_AMOUNT_RANGE.min}
            max={isSample ? SAMPLE_SINGLE_SIZE_RANGE.max : CART_AMOUNT_RANGE.max}
            onChange={setAmount}
          />
        </>
      )}
      {isSample && (
        <p className="order__note">{sampleBlocked ? t('detail.sampleOwnerOnly') : t('detail.tierNote')}</p>
      )}
      {customisation && (
        <Suspense fallback={null}>
          <OrderCustomisation
            extras={extras > 0 ? money(extras) : null}
            blocked={problemsOpen}
            summaryId={summaryId}
            onReveal={() => customisation.revealFirstProblem()}
          />
        </Suspense>
      )}
      {inlineError && (
        <p className="order__error" role="alert">
          {inlineError}
        </p>
      )}
      <Button
        ref={orderButton}
        variant="primary"
        size="lg"
        fullWidth
        icon={<ShoppingBag />}
        loading={add.isPending}
        disabled={orderDisabled}
        aria-describedby={problemsOpen ? summaryId : undefined}
        onClick={order}
      >
        {orderLabel}
      </Button>
      <StickyBuyBar
        target={orderButton}
        price={money(total)}
        label={orderLabel}
        disabled={orderDisabled}
        reason={blockedReason}
        loading={add.isPending}
        onOrder={order}
      />
      <p className="order__note">
        {m('detail.pricesExcludeShipping')} ·{' '}
        <button type="button" className="text-button" onClick={() => setShippingOpen(true)}>
          <Truck aria-hidden="true" /> {t('detail.shipping')}
        </button>
      </p>
      {shippingUsed && (
        <Suspense fallback={null}>
          <ShippingDialog open={shippingOpen} onOpenChange={setShippingOpen} purchaseType={type} />
        </Suspense>
      )}
    </section>
  );
}
