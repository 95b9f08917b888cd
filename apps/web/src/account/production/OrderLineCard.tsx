import { Button, ConfirmDialog, useToast, useTranslation } from '@atelier/ui';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../api/http';
import { LinkButton } from '../../lib/LinkButton';
import { useMoney } from '../../money/useMoney';
import { useProductionText } from './i18n/useProductionText';
import { PrintFilesButton } from './PrintFilesButton';
import { ShipDialog } from './ShipDialog';
import { type ProducerEvent, type QueueLine, useOrderEvent } from './useProduction';

/** The short form of an order id people read and say (the full id is on the sheet). */
export const shortOrderId = (id: string): string => id.slice(-8).toUpperCase();

const SIMPLE = ['mark_paid', 'start_production', 'deliver'] as const;
type Confirmable = 'refund' | 'cancel';

/** One order line in the queue: buyer, sizes, answers, decals, tracking and its actions. */
export function OrderLineCard({
  atName,
  line,
  creationName,
  prints = false,
}: {
  atName: string;
  line: QueueLine;
  creationName: string;
  /** Issue 20: the line's prebuild declares print areas, so it has print files to download. */
  prints?: boolean;
}) {
  const { t } = useProductionText();
  const { i18n } = useTranslation();
  const money = useMoney();
  const toast = useToast();
  const change = useOrderEvent(atName);
  const [shipping, setShipping] = useState(false);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const label = shortOrderId(line.id);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(line.createdAt),
  );

  const run = (event: ProducerEvent, done?: () => void) =>
    change.mutate(
      { orderId: line.id, event },
      {
        onSuccess: (answer) => {
          done?.();
          toast.show({
            tone: 'success',
            message: t('changed', { id: label, status: t(`status.${answer.order.status}`) }),
          });
        },
        onError: (error) =>
          toast.show({
            tone: 'error',
            message: t('actionFailed', { message: error instanceof ApiError ? error.message : '' }),
          }),
      },
    );
  const actions = line.actions as string[];

  return (
    <li className="production-line" data-testid="production-line" data-order-id={line.id}>
      <div className="production-line__head">
        <h4>{t('orderLabel', { id: label })}</h4>
        <span className="production-status" data-status={line.status}>
          {t(`status.${line.status}`)}
        </span>
        <span className="page-note">{t('buyer', { name: line.buyer.name })}</span>
        <span className="page-note">{t('placedOn', { date })}</span>
        <span className="price">{money(line.total)}</span>
      </div>
      <div className="production-line__body">
        <div>
          <h5>{t('sizes')}</h5>
          <ul className="production-sizes" aria-label={t('sizes')}>
            {line.sizes.map((entry) => (
              <li key={entry.size ?? ''}>
                <strong>{entry.size ?? t('oneSize')}</strong> × {entry.amount}
              </li>
            ))}
          </ul>
          <p className="page-note">{t('pieces', { count: line.pieces })}</p>
        </div>
        <div>
          <h5>{t('answers')}</h5>
          {line.answers.length === 0 ? (
            <p className="page-note">{t('noAnswers')}</p>
          ) : (
            <dl className="production-answers">
              {line.answers.map((answer) => (
                <div key={answer.field}>
                  <dt>{answer.title}</dt>
                  <dd>{answer.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {line.decals.length > 0 && (
          <div>
            <h5>{t('decals')}</h5>
            <ul className="production-decals">
              {line.decals.map((decal) => (
                <li key={decal.id}>
                  <img
                    src={decal.thumb}
                    alt={t('decalAlt', { name: decal.name || decal.id })}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {line.tracking && (
        <p className="production-tracking">
          {t('tracking', { carrier: line.tracking.carrier, number: line.tracking.number })}
        </p>
      )}
      <div className="production-line__actions">
        {SIMPLE.filter((type) => actions.includes(type)).map((type) => (
          <Button
            key={type}
            variant={type === 'start_production' ? 'primary' : 'secondary'}
            size="sm"
            loading={change.isPending && change.variables?.event.type === type}
            disabled={change.isPending}
            onClick={() => run({ type })}
          >
            {t(`action.${type}`)}
          </Button>
        ))}
        {actions.includes('ship') && (
          <Button variant="primary" size="sm" disabled={change.isPending} onClick={() => setShipping(true)}>
            {t('action.ship')}
          </Button>
        )}
        {(['refund', 'cancel'] as const)
          .filter((type) => actions.includes(type))
          .map((type) => (
            <Button
              key={type}
              variant="ghost"
              size="sm"
              disabled={change.isPending}
              onClick={() => setConfirming(type)}
            >
              {t(`action.${type}`)}
            </Button>
          ))}
        <LinkButton
          to={`/${atName}/production/manage/sheet/${encodeURIComponent(line.id)}`}
          variant="ghost"
          size="sm"
          icon={<FileText />}
          aria-label={`${t('openSheet')}: ${creationName}, ${t('orderLabel', { id: label })}`}
        >
          {t('openSheet')}
        </LinkButton>
        {prints && <PrintFilesButton atName={atName} orderId={line.id} label={label} />}
      </div>
      <ShipDialog
        open={shipping}
        onOpenChange={setShipping}
        orderLabel={label}
        busy={change.isPending}
        onShip={(tracking) => run({ type: 'ship', tracking }, () => setShipping(false))}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'refund' ? t('refundTitle') : t('cancelTitle')}
        message={confirming === 'refund' ? t('refundText', { amount: money(line.total) }) : t('cancelText')}
        confirmLabel={confirming === 'refund' ? t('action.refund') : t('action.cancel')}
        cancelLabel={t('keepOrder')}
        danger
        busy={change.isPending}
        onConfirm={() => confirming && run({ type: confirming }, () => setConfirming(null))}
      />
    </li>
  );
}
