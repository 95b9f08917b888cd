import { mediaSrc } from '@atelier/domain';
import type { Material } from '@atelier/schema';

/** What a material row shows (002 §3: asset_data or vt_reference_data {name, category, thumb}). */
const viewOf = (id: string, materials: readonly Material[]) => {
  const material = materials.find((candidate) => candidate.id === id);
  const data = material?.asset_data ?? material?.vt_reference_data;
  return { name: data?.name ?? material?.text ?? id, category: data?.category, thumb: data?.thumb };
};

/**
 * The materials a material selector may offer (its target parts' allowed materials) as
 * checkboxes with thumbnail (002 §7: 50 px, 100 on dense screens), name and category.
 */
export function MaterialOptionList({
  label,
  offered,
  materials,
  chosen,
  emptyText,
  onChange,
}: {
  readonly label: string;
  readonly offered: readonly string[];
  readonly materials: readonly Material[];
  readonly chosen: readonly string[];
  readonly emptyText: string;
  readonly onChange: (materialOptions: string[]) => void;
}) {
  return (
    <fieldset className="form-settings__checklist">
      <legend className="form-settings__legend">{label}</legend>
      {offered.length === 0 ? (
        <p className="form-settings__hint">{emptyText}</p>
      ) : (
        <ul className="form-settings__list">
          {offered.map((id) => {
            const view = viewOf(id, materials);
            const on = chosen.includes(id);
            return (
              <li key={id}>
                <label className="form-settings__toggle form-settings__material">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={() => onChange(offered.filter((m) => (m === id ? !on : chosen.includes(m))))}
                  />
                  {view.thumb ? (
                    <img
                      className="form-settings__thumb"
                      src={mediaSrc(view.thumb, 50)}
                      srcSet={`${mediaSrc(view.thumb, 50)} 1x, ${mediaSrc(view.thumb, 100)} 2x`}
                      width={32}
                      height={32}
                      alt=""
                      loading="lazy"
                    />
                  ) : (
                    <span className="form-settings__thumb" aria-hidden="true" />
                  )}
                  <span>
                    {view.name}
                    {view.category !== undefined && (
                      <small className="form-settings__hint"> · {view.category}</small>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
