import { searchFilterOptions, mediaSrc } from '@atelier/domain';
import { Avatar, Button, Dialog, SegmentedControl, TextField, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useHome, useViewer } from '../../api/queries';
import { activeRole } from '../../lib/permissions';
import { useMoney } from '../../money/useMoney';
import { searchFor, type Scope } from '../../shell/SearchDialog';
import { categoryName } from '../categories/i18n';

export interface ShopFilter {
  categories: string[];
  scope: Scope;
  text: string;
}

export interface FilterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: ShopFilter;
  onApply: (filter: ShopFilter) => void;
}

/**
 * 000 §2 the shop's filter popup: full screen, a close button, a backdrop click closes it. The
 * categories offered follow the case setting (whitelist or blacklist, applied by the API); the
 * search options follow the role (creators: producer and prebuilds; others: creator and creations).
 */
export function FilterDialog({ open, onOpenChange, value, onApply }: FilterDialogProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const categories = useHome().data?.categories ?? [];
  const options = searchFilterOptions(activeRole(useViewer())) as readonly Scope[];
  const [draft, setDraft] = useState<ShopFilter>(value);
  const scope = options.includes(draft.scope) ? draft.scope : (options[1] as Scope);
  const toggle = (category: string) =>
    setDraft((current) => ({
      ...current,
      categories: current.categories.includes(category)
        ? current.categories.filter((entry) => entry !== category)
        : [...current.categories, category],
    }));
  const prebuildResults = useQuery({
    queryKey: ['search', 'prebuilds', draft.text.trim()],
    enabled: open && scope === 'prebuilds' && draft.text.trim().length >= 2,
    queryFn: ({ signal }) => searchFor('prebuilds', draft.text.trim(), signal, money),
  });
  const labels: Record<Scope, string> = {
    creator: t('search.creator'),
    creations: t('search.creations'),
    producer: t('search.producer'),
    prebuilds: t('search.prebuilds'),
  };
  const group = (title: string, main: boolean) => (
    <fieldset className="filter__group">
      <legend>{title}</legend>
      <div className="filter__chips">
        {categories
          .filter((category) => category.is_main === main)
          .map((category) => (
            <button
              key={category.id}
              type="button"
              className="filter__chip"
              aria-pressed={draft.categories.includes(category.value)}
              onClick={() => toggle(category.value)}
            >
              {categoryName(category, i18n.language)}
            </button>
          ))}
      </div>
    </fieldset>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        onOpenChange(next);
      }}
      title={t('shop.filterTitle')}
      placement="full"
      footer={
        <>
          <Button onClick={() => setDraft({ categories: [], scope, text: '' })}>{t('shop.clear')}</Button>
          <Button
            variant="primary"
            onClick={() => {
              onApply({ ...draft, scope, text: draft.text.trim() });
              onOpenChange(false);
            }}
          >
            {t('shop.showResults')}
          </Button>
        </>
      }
    >
      <div className="filter">
        {group(t('shop.mainCategories'), true)}
        {group(t('shop.subCategories'), false)}
        <fieldset className="filter__group">
          <legend>{t('shop.searchIn')}</legend>
          <SegmentedControl
            label={t('shop.searchIn')}
            size="sm"
            value={scope}
            onChange={(next) => setDraft((current) => ({ ...current, scope: next }))}
            options={options.map((option) => ({ value: option, label: labels[option] }))}
          />
          <TextField
            label={labels[scope]}
            hideLabel
            type="search"
            placeholder={scope === 'creator' || scope === 'producer' ? '@handle' : t('search.placeholder')}
            value={draft.text}
            onChange={(event) => setDraft((current) => ({ ...current, text: event.target.value }))}
          />
          {scope === 'prebuilds' && (
            <ul className="search__list">
              {(prebuildResults.data ?? []).map((result) => (
                <li key={result.key}>
                  <Link to={result.to} className="search__result" onClick={() => onOpenChange(false)}>
                    <Avatar src={mediaSrc(result.image, 100)} name={result.title} size={40} />
                    <span>
                      <strong>{result.title}</strong>
                      <span>{result.subtitle}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </div>
    </Dialog>
  );
}
