import { CreationDetail } from './CreationDetail';

/** 000 §2 /{at_name}/creation?creation_id={id}: the detail as its own page. */
export function CreationDetailPage({ creationId }: { creationId: string }) {
  return (
    <div className="page page--wide">
      <CreationDetail creationId={creationId} headingLevel={1} />
    </div>
  );
}
