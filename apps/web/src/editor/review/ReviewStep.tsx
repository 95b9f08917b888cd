import { EDITOR_STEP_LABELS, formatMoney, mediaSrc, message, type EditorStep } from '@atelier/domain';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StepProps } from '../contract';
import { useEditorText } from '../i18n/editorI18n';
import type { EditorTextKey } from '../i18n/keys';
import { useEditor } from '../store/EditorStoreContext';
import { designCounts } from '../viewer/designOf';
import { useMessage } from '../../i18n/storefrontI18n';

function SummaryButton({
  step,
  title,
  children,
  media,
}: {
  step: EditorStep;
  title: string;
  children: ReactNode;
  media?: ReactNode;
}) {
  const goTo = useEditor((state) => state.goTo);
  const m = useMessage();
  return (
    <button
      type="button"
      className="editor-summary"
      onClick={() => goTo(step)}
      data-step={step}
      aria-description={m(message(EDITOR_STEP_LABELS[step]))}
    >
      {media}
      <span className="editor-summary__body">
        <strong className="editor-summary__title">{title}</strong>
        {children}
      </span>
      <ChevronRight className="editor-summary__chevron" aria-hidden="true" />
    </button>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <span className="editor-summary__row">
      <span>{label}</span>
      <span>{value}</span>
    </span>
  );
}

/**
 * 001 §2 Review: summary buttons for the base info, the design (thumbnail, name, @producer,
 * counts of parts, materials and decals) and the sell or publishing info; each jumps to its step.
 */
export function ReviewStep({ doc }: StepProps) {
  const text = useEditorText();
  const item = doc.item;
  const counts = designCounts(doc);
  const prebuild = doc.kind === 'creation' ? doc.prebuild : doc.item;
  const thumb =
    prebuild.models?.[0]?.vt_reference_data?.thumb ??
    item.waterflow_config.media_placement.find((plate) => plate.url)?.url;
  const categories =
    doc.kind === 'creation'
      ? (doc.item.creation_category ?? []).map((category) => category.name).join(', ')
      : doc.item.category.join(', ');
  const name = item.name.trim() || text('review.untitled');
  const sizes =
    doc.kind === 'creation'
      ? doc.prebuild.sizing.options
          .map((option) => option.name)
          .filter((size) => !doc.item.sizing.blacklist.includes(size))
          .join(', ')
      : doc.item.sizing.options.map((option) => option.name).join(', ');
  return (
    <div className="editor-review">
      <SummaryButton step="info" title={text('review.baseInfo')}>
        <span className="editor-summary__name">{name}</span>
        <span className="editor-summary__muted">
          {item.description.trim() || text('review.noDescription')}
        </span>
        <Row label={text('review.categories')} value={categories || text('review.none')} />
        <Row
          label={text('review.visibility')}
          value={text(item.visibility === 'private' ? 'review.private' : 'review.public')}
        />
      </SummaryButton>
      <SummaryButton
        step="design"
        title={text('review.design')}
        media={
          <span className="editor-summary__thumb">
            {thumb ? <img src={mediaSrc(thumb, 200)} alt="" width={64} height={64} /> : null}
          </span>
        }
      >
        <span className="editor-summary__name">{prebuild.name}</span>
        {prebuild.producer?.at_name && (
          <span className="editor-summary__muted">@{prebuild.producer.at_name}</span>
        )}
        <Row label={text('review.parts')} value={<span className="price">{counts.parts}</span>} />
        <Row label={text('review.materials')} value={<span className="price">{counts.materials}</span>} />
        <Row label={text('review.decals')} value={<span className="price">{counts.decals}</span>} />
      </SummaryButton>
      <SummaryButton step="render" title={text('review.media')}>
        <Row
          label={text('review.media')}
          value={<span className="price">{item.waterflow_config.media_placement.length}</span>}
        />
      </SummaryButton>
      {doc.kind === 'creation' ? (
        <SummaryButton step="sale" title={text('review.sellInfo')}>
          <Row
            label={text('review.price')}
            value={<span className="price">{formatMoney(doc.item.totalPrice)}</span>}
          />
          <Row
            label={text('review.minimumOrder')}
            value={<span className="price">{doc.item.minimum_order}</span>}
          />
          <Row
            label={text('review.purchaseType')}
            value={
              doc.item.purchaseType
                ? text(`review.purchase.${doc.item.purchaseType}` as EditorTextKey)
                : text('review.none')
            }
          />
          <Row label={text('review.sizes')} value={sizes || text('review.none')} />
        </SummaryButton>
      ) : (
        <SummaryButton step="sale" title={text('review.publishingInfo')}>
          <Row
            label={text('review.directPurchase')}
            value={text(doc.item.allow_direct_purchase ? 'review.yes' : 'review.no')}
          />
          <Row
            label={text('review.purchaseType')}
            value={
              doc.item.extra_option.allowPurchaseType
                .map((type) => text(`review.purchase.${type}` as EditorTextKey))
                .join(', ') || text('review.none')
            }
          />
          <Row
            label={text('review.minimumOrder')}
            value={<span className="price">{doc.item.minimum_order}</span>}
          />
          <Row
            label={text('review.costTiers')}
            value={<span className="price">{doc.item.cost_config.length}</span>}
          />
          <Row label={text('review.sizes')} value={sizes || text('review.none')} />
        </SummaryButton>
      )}
    </div>
  );
}
