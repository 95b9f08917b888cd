import type { StepProps } from '../../contract';
import '../steps.css';
import { CreationSale } from './CreationSale';
import { PublishingInfo } from './PublishingInfo';
import './sale.css';

/** 001 §2 Sale: a creation's sell info, or a prebuild's publishing info. */
export function SaleStep({ doc, change }: StepProps) {
  return doc.kind === 'creation' ? (
    <CreationSale item={doc.item} prebuild={doc.prebuild} change={change} />
  ) : (
    <PublishingInfo item={doc.item} change={change} />
  );
}
