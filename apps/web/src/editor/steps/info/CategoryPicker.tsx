import { splitCategories } from '@atelier/domain';
import { Button, Skeleton } from '@atelier/ui';
import { Check } from 'lucide-react';
import type { Category } from '../../../api/types';
import { useStepsText } from '../i18n';
import { useCategories } from './useCategories';

export interface CategoryPickerProps {
  isChosen: (category: Category) => boolean;
  onToggle: (category: Category) => void;
}

/**
 * 001 §9 categories: the four fixed main categories, then the sub-categories, as toggle
 * buttons in two labelled groups (Tab moves between them, Space or Enter chooses).
 */
export function CategoryPicker({ isChosen, onToggle }: CategoryPickerProps) {
  const { t } = useStepsText();
  const categories = useCategories();
  if (categories.isPending) {
    return (
      <div aria-busy="true" aria-label={t('categoriesLoading')}>
        <Skeleton height={88} />
      </div>
    );
  }
  if (categories.isError) {
    return (
      <div className="editor-step__row" role="alert">
        <span className="editor-step__error">{t('categoriesFailed')}</span>
        <Button size="sm" onClick={() => void categories.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  const { main, sub } = splitCategories(categories.data);
  const group = (label: string, list: Category[]) => (
    <div className="category-picker__group" role="group" aria-label={label}>
      <span className="editor-step__hint">{label}</span>
      <div className="editor-step__chips">
        {list.map((category) => {
          const chosen = isChosen(category);
          return (
            <button
              key={category.id}
              type="button"
              className="editor-step__toggle category-picker__option"
              aria-pressed={chosen}
              onClick={() => onToggle(category)}
            >
              {chosen && <Check aria-hidden="true" size={16} />}
              {category.name}
            </button>
          );
        })}
      </div>
    </div>
  );
  return (
    <div className="category-picker">
      {group(t('mainCategories'), main)}
      {sub.length > 0 && group(t('subCategories'), sub)}
    </div>
  );
}
