import { useMaterialsText } from './i18n/useMaterialsText';
import { MaterialThumb } from './MaterialThumb';
import type { MaterialView } from './materialView';

export interface MaterialCheckListProps {
  readonly label: string;
  readonly items: readonly MaterialView[];
  readonly selected: ReadonlySet<string>;
  /** The materials the part already had when the popup opened (marked, and listed first by the caller). */
  readonly chosen: ReadonlySet<string>;
  readonly onToggle: (id: string) => void;
}

/** A multi-select list of materials (002 §2 popups): a checkbox, thumbnail, name and category per row. */
export function MaterialCheckList({ label, items, selected, chosen, onToggle }: MaterialCheckListProps) {
  const t = useMaterialsText();
  return (
    <ul className="materials-checklist" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <label className="materials-check" data-material={item.id}>
            <input
              type="checkbox"
              aria-label={item.category ? `${item.name}, ${item.category}` : item.name}
              checked={selected.has(item.id)}
              onChange={() => onToggle(item.id)}
            />
            <MaterialThumb thumb={item.thumb} size={50} />
            <span className="materials-check__text">
              <strong>{item.name}</strong>
              {item.category && <span>{item.category}</span>}
            </span>
            {chosen.has(item.id) && <span className="materials-badge">{t('chosenForPart')}</span>}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Toggles an id in a selection kept in the order it was made. */
export const toggled = (selection: readonly string[], id: string): string[] =>
  selection.includes(id) ? selection.filter((each) => each !== id) : [...selection, id];
