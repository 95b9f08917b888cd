import { mediaSrc } from '@atelier/domain';
import { Tile, useTranslation } from '@atelier/ui';
import { Pencil, Plus } from 'lucide-react';
import type { api } from '../api/endpoints';
import { LinkButton } from '../lib/LinkButton';
import { useMoney } from '../money/useMoney';

export type ListedPrebuild = Awaited<ReturnType<typeof api.producerPrebuilds>>['data'][number];

/** Where a creator starts a new creation from a prebuild (001 §2). */
export const createFromPrebuildHref = (prebuildId: string) =>
  `/editor?edit_type=creation&prebuild_id=${encodeURIComponent(prebuildId)}`;

/** Where a member of the producing company edits a prebuild (001 §2). */
export const editPrebuildHref = (prebuildId: string) =>
  `/editor?edit_type=prebuild&prebuild_id=${encodeURIComponent(prebuildId)}`;

/**
 * One prebuild in a grid: its cover, name, minimum and lowest tier, with the actions the viewer
 * may take on it: 'Create' (creators start a creation from it) and 'Edit' (members of its
 * producer open its editor). The action of a focused tile (`?prebuild=`) is the primary one.
 */
export function PrebuildTile({
  prebuild,
  producerAtName,
  canCreate,
  canEdit,
  focused = false,
}: {
  prebuild: ListedPrebuild;
  producerAtName: string;
  canCreate: boolean;
  canEdit: boolean;
  focused?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const cover = prebuild.waterflow_config?.media_placement.find((plate) => plate.url)?.url;
  const lowest = prebuild.cost_config.reduce<number | null>(
    (low, tier) => (low === null || tier.cost < low ? tier.cost : low),
    null,
  );
  const create = t('nav.create');
  const edit = t('detail.editV2');
  return (
    <div className="prebuild-tile" data-focused={focused || undefined}>
      <Tile
        href={`/${producerAtName}/production?prebuild=${encodeURIComponent(prebuild.id)}`}
        src={mediaSrc(cover, 500)}
        alt={prebuild.name}
        title={prebuild.name}
        subtitle={t('producer.minimum', { count: prebuild.minimum_order ?? 1 })}
        {...(lowest !== null ? { price: t('producer.from', { price: money(lowest) }) } : {})}
      />
      {(canCreate || canEdit) && (
        <div className="prebuild-tile__actions">
          {canCreate && (
            <LinkButton
              to={createFromPrebuildHref(prebuild.id)}
              variant={focused ? 'primary' : 'secondary'}
              size="sm"
              icon={<Plus />}
              aria-label={`${create}: ${prebuild.name}`}
            >
              {create}
            </LinkButton>
          )}
          {canEdit && (
            <LinkButton
              to={editPrebuildHref(prebuild.id)}
              variant={focused && !canCreate ? 'primary' : 'secondary'}
              size="sm"
              icon={<Pencil />}
              aria-label={`${edit}: ${prebuild.name}`}
            >
              {edit}
            </LinkButton>
          )}
        </div>
      )}
    </div>
  );
}
