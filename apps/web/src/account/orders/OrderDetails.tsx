import { formatMoney } from '@atelier/domain';
import { useTranslation } from '@atelier/ui';
import { Landmark } from 'lucide-react';
import { useMoney } from '../../money/useMoney';
import { LineAnswers } from '../cart/LineAnswers';
import { EditDesignLink } from '../../designs/EditDesignLink';
import { useOrdersText } from './i18n/useOrdersText';
import type { OrderDetail } from './ordersApi';

/** The order's lines: size, pieces at their unit price, the customisation answers, the price. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t, ready } = useOrdersText();
  const money = useMoney();
  if (!ready) return null;
  return (
    <section className="order-section" aria-labelledby="order-items">
      <h2 id="order-items">{t('items')}</h2>
      <ul className="order-lines">
        {order.lines.map((line) => (
          <li key={line.id} className="order-line" data-testid="order-line">
            <div>
              {line.size && <strong>{t('size', { size: line.size })}</strong>}
              <span className="order-line__meta">
                {t('amountAt', { amount: line.amount, price: money(line.unitPrice) })}
              </span>
              <LineAnswers answers={line.properties} fields={line.formFields} label={t('answers')} />
              {/* Issue 20: the saved design this line was made from, reopened on the creation's page. */}
              {line.designId && order.creation && (
                <EditDesignLink
                  to={`${order.creation.link}&design=${encodeURIComponent(line.designId)}`}
                  name={order.creation.name}
                />
              )}
            </div>
            <span className="price">{money(line.price)}</span>
          </li>
        ))}
      </ul>
      <div className="order-total">
        <span>{t('total')}</span>
        <span className="price" data-testid="order-total">
          {money(order.total)}
        </span>
      </div>
      <p className="page-note">{t('pricesExcludeShipping')}</p>
    </section>
  );
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Where the order goes and whom to reach, as placed. */
export function OrderAddress({ order }: { order: OrderDetail }) {
  const { t, ready } = useOrdersText();
  const { i18n } = useTranslation();
  const address = order.shippingAddress ?? {};
  const contact = order.contact ?? {};
  const country = text(address.country);
  let countryName = country;
  try {
    if (country)
      countryName = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) ?? country;
  } catch {
    // An unknown code stays as it is.
  }
  const addressLines = [
    address.recipient,
    address.line1,
    address.line2,
    [address.city, address.region, address.postalCode].map(text).filter(Boolean).join(', '),
    countryName,
    address.phone,
  ]
    .map(text)
    .filter((line): line is string => line !== null);
  const contactLines = [contact.name, contact.email, contact.phone]
    .map(text)
    .filter((line): line is string => line !== null);
  if (!ready || (addressLines.length === 0 && contactLines.length === 0)) return null;
  return (
    <section className="order-section order-columns">
      {addressLines.length > 0 && (
        <div>
          <h2>{t('shippingAddress')}</h2>
          <address className="order-address">
            {addressLines.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
        </div>
      )}
      {contactLines.length > 0 && (
        <div>
          <h2>{t('contact')}</h2>
          <address className="order-address">
            {contactLines.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
        </div>
      )}
    </section>
  );
}

/** How the order is paid; while a transfer is awaited, where to send it and with what reference. */
export function OrderPayment({ order }: { order: OrderDetail }) {
  const { t, ready } = useOrdersText();
  const { instructions } = order.payment;
  if (!ready) return null;
  return (
    <section className="order-section">
      <h2>{t('payment')}</h2>
      <p>{order.payment.provider === 'stripe' ? t('providerStripe') : t('providerManual')}</p>
      {instructions && (
        <div className="order-pay" role="note" data-testid="order-pay">
          <Landmark aria-hidden />
          <div>
            <strong>{t('payTitle')}</strong>
            <p>{t('payText')}</p>
            <dl className="order-pay__details">
              <div>
                <dt>{t('total')}</dt>
                {/* The transfer is in HKD, the order's currency, whatever the display currency. */}
                <dd className="price">{formatMoney(order.total)}</dd>
              </div>
              <div>
                <dt>{t('fpsId')}</dt>
                <dd>{instructions.fpsId}</dd>
              </div>
              <div>
                <dt>{t('bankAccount')}</dt>
                <dd>{instructions.bankAccount}</dd>
              </div>
              <div>
                <dt>{t('reference')}</dt>
                <dd>
                  <code>{instructions.reference}</code>
                </dd>
              </div>
            </dl>
          </div>
        </div>
      )}
    </section>
  );
}
