import type { CombinationConfig, DesignDocument, DesignPatch, DesignSection } from '@atelier/schema';
import { DESIGN_SECTIONS } from '@atelier/schema';
import { dequal } from 'dequal';

/**
 * The design document's patches: applying one, naming the sections it changes, and the
 * smallest patch between two documents. Pure: inputs are never modified and unchanged
 * parts of a design are shared, so a consumer can compare by identity.
 */

interface ListPatch<Item, Key extends keyof Item> {
  set?: Item[] | undefined;
  remove?: string[] | undefined;
  upsert?: Item[] | undefined;
  update?: (Partial<Item> & Pick<Item, Key>)[] | undefined;
}

type Entry = Record<string, unknown>;

function upsertInto<Item extends object>(items: Item[], entries: readonly Item[], key: keyof Item): void {
  for (const entry of entries) {
    const index = items.findIndex((item) => item[key] === entry[key]);
    if (index >= 0) items[index] = entry;
    else items.push(entry);
  }
}

function applyListPatch<Item extends object, Key extends keyof Item>(
  list: readonly Item[],
  patch: ListPatch<Item, Key>,
  key: Key,
): Item[] {
  let items: Item[] = [];
  // `set` goes through upsert too, so a key repeated in it yields one entry.
  if (patch.set) upsertInto(items, patch.set, key);
  else items = [...list];
  if (patch.remove) {
    // A key both removed and upserted is upserted (in place), so a second application
    // finds it where the first one put it.
    const upserted = new Set<unknown>((patch.upsert ?? []).map((entry) => entry[key]));
    const removed = new Set<unknown>(patch.remove.filter((id) => !upserted.has(id)));
    items = items.filter((item) => !removed.has(item[key]));
  }
  upsertInto(items, patch.upsert ?? [], key);
  for (const change of patch.update ?? []) {
    const index = items.findIndex((item) => item[key] === change[key]);
    const current = items[index];
    if (current === undefined) continue;
    const merged = { ...current } as Entry;
    for (const [field, value] of Object.entries(change)) {
      if (value !== undefined) merged[field] = value;
    }
    items[index] = merged as Item;
  }
  return items;
}

/** A whole-value section: `null` removes it, `undefined` keeps it. */
const replaced = <Value>(current: Value | undefined, value: Value | null | undefined): Value | undefined =>
  value === null ? undefined : value === undefined ? current : value;

/** Copies `source` without its keys whose value is undefined (an absent optional section). */
const defined = <Value extends object>(source: Value): Value =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as Value;

function applyConfigPatch(config: CombinationConfig, patch: DesignPatch): CombinationConfig {
  const { decals } = patch;
  return defined({
    ...config,
    parts: patch.parts ? applyListPatch(config.parts, patch.parts, 'value') : config.parts,
    groups: patch.groups ? applyListPatch(config.groups, patch.groups, 'value') : config.groups,
    groupsSetup: replaced(config.groupsSetup, patch.groupsSetup),
    variant: patch.variant ? applyListPatch(config.variant, patch.variant, 'id') : config.variant,
    variantSetup: replaced(config.variantSetup, patch.variantSetup),
    decals: decals
      ? {
          placed: decals.placed
            ? applyListPatch(config.decals.placed, decals.placed, 'value')
            : config.decals.placed,
          setup: decals.setup ?? config.decals.setup,
        }
      : config.decals,
    background_config: replaced(config.background_config, patch.background_config),
    environment_config: patch.environment_config ?? config.environment_config,
    lighting_config: replaced(config.lighting_config, patch.lighting_config),
    initialCameraTransform: replaced(config.initialCameraTransform, patch.initialCameraTransform),
    form: patch.form ?? config.form,
    version: patch.version ?? config.version,
  });
}

/** The sections a patch changes, in {@link DESIGN_SECTIONS} order (the engine's). */
export function patchedSections(patch: DesignPatch): DesignSection[] {
  return DESIGN_SECTIONS.filter((section) => patch[section] !== undefined);
}

/**
 * The design after `patch`. Idempotent: applying a patch twice gives what applying it
 * once gave. The result may break a cross-entry rule (a group's default option that no
 * longer exists): whoever accepts documents from outside validates it.
 */
export function applyDesignPatch(design: DesignDocument, patch: DesignPatch): DesignDocument {
  const touchesConfig = patchedSections(patch).some(
    (section) => section !== 'model' && section !== 'materials' && section !== 'quality',
  );
  return defined({
    ...design,
    model: replaced(design.model, patch.model),
    materials: patch.materials ? applyListPatch(design.materials, patch.materials, 'id') : design.materials,
    config: touchesConfig ? applyConfigPatch(design.config, patch) : design.config,
    quality: patch.quality ?? design.quality,
  });
}

/**
 * The list operations that turn `before` into `after`: nothing when equal; `remove`
 * for dropped keys, `update` with only the changed fields of a kept entry (`upsert`
 * when a field was dropped, which an update cannot express), `upsert` for new entries;
 * `set` when the order changed in a way those cannot reproduce.
 */
function diffList<Item extends object, Key extends keyof Item & string>(
  before: readonly Item[],
  after: readonly Item[],
  key: Key,
): ListPatch<Item, Key> | undefined {
  if (dequal(before, after)) return undefined;
  const keyOf = (item: Item) => item[key] as string;
  const previous = new Map(before.map((item) => [keyOf(item), item]));
  const kept = new Set(after.map(keyOf));
  const remove = before.map(keyOf).filter((id) => !kept.has(id));
  const order = [
    ...before.map(keyOf).filter((id) => kept.has(id)),
    ...after.map(keyOf).filter((id) => !previous.has(id)),
  ];
  if (!dequal(order, after.map(keyOf))) return { set: [...after] };
  const upsert: Item[] = [];
  const update: (Partial<Item> & Pick<Item, Key>)[] = [];
  for (const item of after) {
    const old = previous.get(keyOf(item)) as Entry | undefined;
    const next = item as Entry;
    if (old === undefined) upsert.push(item);
    else if (Object.keys(old).some((field) => old[field] !== undefined && next[field] === undefined))
      upsert.push(item);
    else if (!dequal(old, next)) {
      const change: Entry = { [key]: next[key] };
      for (const [field, value] of Object.entries(next)) {
        if (!dequal(old[field], value)) change[field] = value;
      }
      update.push(change as Partial<Item> & Pick<Item, Key>);
    }
  }
  return defined({
    remove: remove.length > 0 ? remove : undefined,
    upsert: upsert.length > 0 ? upsert : undefined,
    update: update.length > 0 ? update : undefined,
  });
}

/** A whole-value section's change: absent when equal, `null` when removed. */
const diffValue = <Value>(before: Value | undefined, after: Value | undefined): Value | null | undefined =>
  dequal(before, after) ? undefined : after === undefined ? null : after;

/**
 * The smallest patch that turns `before` into `after`:
 * `applyDesignPatch(before, diffDesign(before, after))` equals `after`, and an
 * unchanged section is absent (so `patchedSections` names exactly the changed ones).
 */
export function diffDesign(before: DesignDocument, after: DesignDocument): DesignPatch {
  const from = before.config;
  const to = after.config;
  const placed = diffList(from.decals.placed, to.decals.placed, 'value');
  const setup = dequal(from.decals.setup, to.decals.setup) ? undefined : to.decals.setup;
  return defined({
    model: diffValue(before.model, after.model),
    materials: diffList(before.materials, after.materials, 'id'),
    parts: diffList(from.parts, to.parts, 'value'),
    groups: diffList(from.groups, to.groups, 'value'),
    groupsSetup: diffValue(from.groupsSetup, to.groupsSetup),
    variant: diffList(from.variant, to.variant, 'id'),
    variantSetup: diffValue(from.variantSetup, to.variantSetup),
    decals: placed || setup ? defined({ placed, setup }) : undefined,
    background_config: diffValue(from.background_config, to.background_config),
    environment_config: dequal(from.environment_config, to.environment_config)
      ? undefined
      : to.environment_config,
    lighting_config: diffValue(from.lighting_config, to.lighting_config),
    initialCameraTransform: diffValue(from.initialCameraTransform, to.initialCameraTransform),
    form: dequal(from.form, to.form) ? undefined : to.form,
    version: from.version === to.version ? undefined : to.version,
    quality: dequal(before.quality, after.quality) ? undefined : after.quality,
  });
}
