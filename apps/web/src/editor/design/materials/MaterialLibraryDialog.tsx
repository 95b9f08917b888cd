import { matchesMaterialSearch, message, sortMaterialLibrary, type MaterialSort } from '@atelier/domain';
import type { MaterialAsset } from '@atelier/schema';
import { Button, Dialog, EmptyState, SegmentedControl, Skeleton, TextField } from '@atelier/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import { useMaterialsText } from './i18n/useMaterialsText';
import { MaterialCheckList, toggled } from './MaterialCheckList';
import { materialView } from './materialView';
import { useMaterialLibrary } from './useMaterialLibrary';

export interface MaterialLibraryDialogProps {
  /** The prebuild's producer (002 §7: the prebuild's, or its first model's); null: none known. */
  readonly producer: string | null;
  /** Material records the editor already holds (the prebuild's), for those chosen but not yet paged in. */
  readonly known: readonly MaterialAsset[];
  /** The part's selectable materials when the popup opened: ticked, and listed first. */
  readonly chosen: readonly string[];
  readonly onClose: () => void;
  readonly onConfirm: (ids: readonly string[], assets: readonly MaterialAsset[]) => void;
}

/**
 * 002 §2 'Your Material Library' (a prebuild): the producer's materials searched by name,
 * Newest / Oldest, paged with 'Load more'; several can be ticked and 'Selected N Materials'
 * makes them the part's selectable materials. Those already chosen for the part come first
 * (002 §7, domain sortMaterialLibrary).
 */
export function MaterialLibraryDialog({
  producer,
  known,
  chosen,
  onClose,
  onConfirm,
}: MaterialLibraryDialogProps) {
  const m = useMessage();
  const t = useMaterialsText();
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const [sort, setSort] = useState<MaterialSort>('newest');
  const [selection, setSelection] = useState<string[]>(() => [...chosen]);
  const library = useMaterialLibrary(producer, search, sort);

  const paged = useMemo(() => library.data?.pages.flatMap((page) => page.items) ?? [], [library.data]);
  const records = useMemo(
    () => new Map([...known, ...paged].map((asset) => [asset.id, asset])),
    [known, paged],
  );
  // The record of each material ticked, kept when a later search no longer lists it, so it can
  // still join the prebuild on confirm.
  const [ticked, setTicked] = useState<ReadonlyMap<string, MaterialAsset>>(() => new Map());
  const listed = useMemo(() => {
    const chosenRecords = chosen
      .map((id) => records.get(id))
      .filter((asset): asset is MaterialAsset => asset !== undefined && matchesMaterialSearch(asset, search));
    const rest = paged.filter((asset) => !chosen.includes(asset.id));
    return sortMaterialLibrary([...chosenRecords, ...rest], sort, chosen).map(materialView);
  }, [chosen, records, paged, search, sort]);

  const confirm = () =>
    onConfirm(
      selection,
      selection
        .map((id) => records.get(id) ?? ticked.get(id))
        .filter((asset): asset is MaterialAsset => asset !== undefined),
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m(message('material.library'))}
      size="md"
      className="materials-library"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="primary" disabled={selection.length === 0} onClick={confirm}>
            {m(message('material.selectedCount', { count: selection.length }))}
          </Button>
        </>
      }
    >
      <div className="materials-library__tools">
        <TextField
          label={t('search')}
          hideLabel
          type="search"
          placeholder={t('search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SegmentedControl
          label={t('sort')}
          size="sm"
          value={sort}
          onChange={setSort}
          options={[
            { value: 'newest', label: m(message('material.sortNewest')) },
            { value: 'oldest', label: m(message('material.sortOldest')) },
          ]}
        />
      </div>
      <div className="materials-library__list" aria-busy={library.isFetching}>
        {library.isError && (
          <EmptyState
            title={t('loadFailed')}
            level={3}
            action={<Button onClick={() => void library.refetch()}>{t('retry')}</Button>}
          />
        )}
        {library.isPending && producer !== null && listed.length === 0 ? (
          <div className="materials-library__loading">
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        ) : listed.length === 0 ? (
          !library.isError && (
            <EmptyState title={search ? t('noResults', { query: search }) : t('noLibrary')} level={3} />
          )
        ) : (
          <MaterialCheckList
            label={m(message('material.library'))}
            items={listed}
            selected={new Set(selection)}
            chosen={new Set(chosen)}
            onToggle={(id) => {
              const record = records.get(id);
              if (record) setTicked((current) => new Map(current).set(id, record));
              setSelection((current) => toggled(current, id));
            }}
          />
        )}
        {library.hasNextPage && (
          <Button
            className="materials-library__more"
            onClick={() => void library.fetchNextPage()}
            disabled={library.isFetchingNextPage}
          >
            {t('loadMore')}
          </Button>
        )}
      </div>
      {selection.length === 0 && <p className="materials-hint">{t('chooseAtLeastOne')}</p>}
    </Dialog>
  );
}
