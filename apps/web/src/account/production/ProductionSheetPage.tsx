import { Button, EmptyState, Skeleton, useTranslation } from '@atelier/ui';
import { ArrowLeft, FileWarning, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { LinkButton } from '../../lib/LinkButton';
import { usePageTitle } from '../../lib/usePageTitle';
import { useMoney } from '../../money/useMoney';
import { NotAllowed, RequireSession } from '../access';
import { useProductionText } from './i18n/useProductionText';
import { shortOrderId } from './OrderLineCard';
import { actsFor, membershipOf } from './productionAccess';
import './production.css';
import './production-sheet.css';
import { type Sheet, useProductionSheet } from './useProduction';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The sheet itself: a clean A4 page (print CSS drops the site's header and navigation). */
function SheetBody({ sheet }: { sheet: Sheet }) {
  const { t } = useProductionText();
  const { i18n } = useTranslation();
  const money = useMoney();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const address = sheet.shippingAddress ? Object.values(sheet.shippingAddress).filter(Boolean) : [];
  return (
    <article className="production-sheet" data-testid="production-sheet">
      <header className="production-sheet__head">
        <div>
          <h1>{t('sheetTitle')}</h1>
          <p className="production-sheet__creation">{sheet.creation?.name}</p>
        </div>
        <dl className="production-sheet__facts">
          <div>
            <dt>{t('orderId')}</dt>
            <dd>
              <strong>{shortOrderId(sheet.order.id)}</strong>{' '}
              <span className="page-note">{sheet.order.id}</span>
            </dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>{t(`status.${sheet.order.status}`)}</dd>
          </div>
          <div>
            <dt>{t('ordered')}</dt>
            <dd>{when(sheet.order.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('total')}</dt>
            <dd>{money(sheet.order.total)}</dd>
          </div>
        </dl>
      </header>

      <section className="production-sheet__section">
        <dl className="production-sheet__facts">
          <div>
            <dt>{t('creation')}</dt>
            <dd>
              {sheet.creation?.name} · {t('byCreator', { name: sheet.creation?.creator.name ?? '' })}
            </dd>
          </div>
          <div>
            <dt>{t('prebuild')}</dt>
            <dd>{sheet.prebuild?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('model')}</dt>
            <dd>{sheet.model?.name ?? '—'}</dd>
          </div>
        </dl>
      </section>

      <section className="production-sheet__section">
        <h2>{t('sizes')}</h2>
        <table className="production-sheet__table">
          <thead>
            <tr>
              <th scope="col">{t('size')}</th>
              <th scope="col">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.sizes.map((entry) => (
              <tr key={entry.size ?? ''}>
                <td>{entry.size ?? t('oneSize')}</td>
                <td>{entry.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('total')}</th>
              <td>{sheet.pieces}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="production-sheet__section">
        <h2>{t('materials')}</h2>
        <table className="production-sheet__table">
          <thead>
            <tr>
              <th scope="col">{t('part')}</th>
              <th scope="col">{t('material')}</th>
              <th scope="col">{t('colour')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.materials.map((entry) => (
              <tr key={entry.part}>
                <td>{entry.name}</td>
                <td>{entry.material?.name ?? t('noMaterial')}</td>
                <td>
                  {entry.material?.color ? (
                    <span className="production-swatch">
                      <span style={{ background: entry.material.color }} aria-hidden="true" />
                      {entry.material.color}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="production-sheet__section">
        <h2>{t('answers')}</h2>
        {sheet.answers.length === 0 ? (
          <p>{t('noAnswers')}</p>
        ) : (
          <dl className="production-answers">
            {sheet.answers.map((answer) => (
              <div key={answer.field}>
                <dt>{answer.title}</dt>
                <dd>{answer.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className="production-sheet__section production-sheet__decals">
        <h2>{t('decalsPrint')}</h2>
        {sheet.decals.length === 0 ? (
          <p>{t('noDecals')}</p>
        ) : (
          sheet.decals.map((decal) => (
            <figure key={decal.id} className="production-sheet__decal">
              <a
                href={decal.url}
                target="_blank"
                rel="noreferrer"
                aria-label={t('openOriginal', { name: decal.name || decal.id })}
              >
                <img src={decal.url} alt={t('decalAlt', { name: decal.name || decal.id })} />
              </a>
              <figcaption>
                <strong>{decal.name || decal.id}</strong>
                {decal.part && <span> · {t('onPart', { part: decal.part })}</span>}
                <br />
                {t('placement', {
                  x: round(decal.position.x),
                  y: round(decal.position.y),
                  sx: round(decal.scale.x),
                  sy: round(decal.scale.y),
                  rotation: round(decal.rotation),
                })}
              </figcaption>
            </figure>
          ))
        )}
      </section>

      <section className="production-sheet__section production-sheet__ship">
        <div>
          <h2>{t('shipTo')}</h2>
          {address.length === 0 ? (
            <p>{t('noAddress')}</p>
          ) : (
            <address>
              {address.map((part, index) => (
                <span key={index}>
                  {part}
                  <br />
                </span>
              ))}
            </address>
          )}
        </div>
        <div>
          <h2>{t('contact')}</h2>
          <p>
            {sheet.contact?.name ?? sheet.buyer.name}
            {sheet.contact?.email && (
              <>
                <br />
                {sheet.contact.email}
              </>
            )}
            {sheet.contact?.phone && (
              <>
                <br />
                {sheet.contact.phone}
              </>
            )}
          </p>
          {sheet.order.tracking && (
            <p>
              {t('tracking', { carrier: sheet.order.tracking.carrier, number: sheet.order.tracking.number })}
            </p>
          )}
        </div>
      </section>

      <section className="production-sheet__section">
        <h2>{t('history')}</h2>
        <ol className="production-sheet__history">
          {sheet.events.map((event, index) => (
            <li key={index}>
              {when(event.at)} · {t(`status.${event.status as Sheet['order']['status']}`)}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

function SheetLoader({ atName, orderId }: { atName: string; orderId: string }) {
  const { t, ready } = useProductionText();
  const sheet = useProductionSheet(atName, orderId, ready);
  usePageTitle(ready ? t('sheetTitle') : '');
  const back = (
    <LinkButton to={`/${atName}/production/manage`} variant="ghost" icon={<ArrowLeft />}>
      {t('backToQueue')}
    </LinkButton>
  );
  if (!ready || sheet.isPending)
    return (
      <div className="page page--narrow" aria-busy="true">
        <Skeleton height={600} />
      </div>
    );
  if (sheet.isError || !sheet.data)
    return <EmptyState page level={1} icon={<FileWarning />} title={t('sheetNotFound')} action={back} />;
  return (
    <div className="page production-sheet-page">
      <div className="production-sheet-page__tools">
        {back}
        <Button variant="primary" icon={<Printer />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>
      <SheetBody sheet={sheet.data.sheet} />
    </div>
  );
}

/** /{at_name}/production/manage/sheet/{orderId}: one order's production sheet, printable. */
export function ProductionSheetPage() {
  const common = useTranslation().t;
  const { atName = '', orderId = '' } = useParams();
  return (
    <RequireSession>
      {(session) => {
        const membership = membershipOf(session, atName);
        if (!membership || !actsFor(session, membership))
          return (
            <NotAllowed title={common('access.producerOnly')} text={common('access.producerOnlyText')} />
          );
        return <SheetLoader atName={atName} orderId={orderId} />;
      }}
    </RequireSession>
  );
}
