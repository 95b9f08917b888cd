import { moreFromCreator } from '@atelier/domain';
import { MediaGrid, MediaGridItem, useTranslation } from '@atelier/ui';
import { useMemo } from 'react';
import { useUserCreations } from '../../api/queries';
import type { CreationDetail } from '../../api/types';

/** A small deterministic random source seeded by a text. */
function seededRandom(text: string): () => number {
  const state = { seed: [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7) };
  return () => {
    state.seed = (state.seed * 1664525 + 1013904223) >>> 0;
    return state.seed / 4294967296;
  };
}
import { CreationTileLink } from '../grid/CreationGrid';

/** 000 §2 more from this creator: 3 other public creations at random. */
export function MoreFromCreator({ creation }: { creation: CreationDetail }) {
  const { t } = useTranslation();
  const list = useUserCreations(creation.user.at_name, 30);
  const picks = useMemo(() => {
    const items = (list.data?.items ?? []).map((item) => ({ ...item, is_deleted: false }));
    // Random per creation id, so the picks stay put while the panel is open.
    return moreFromCreator(items, creation.id, seededRandom(creation.id));
  }, [list.data, creation.id]);
  if (picks.length === 0) return null;
  return (
    <section className="more-from">
      <h2 className="section-title">{t('detail.moreFrom', { name: creation.user.name })}</h2>
      <MediaGrid columns={3} label={t('detail.moreFrom', { name: creation.user.name })}>
        {picks.map((item) => (
          <MediaGridItem key={item.id}>
            <CreationTileLink item={item} columns={6} priority={false} />
          </MediaGridItem>
        ))}
      </MediaGrid>
    </section>
  );
}
