import type { CreationCategory, Prebuild } from '@atelier/schema';
import { dequal } from 'dequal';
import type { EditorDocument } from '../contract';
import type { EditorItem } from '../store/documentSlice';

/**
 * 001 §7: an update sends only the changed fields, relations as connect / disconnect lists of
 * {id}. These are the fields the editor may change; everything else (id, owner, version, flags
 * the save mode decides) is the server's.
 */
export const CREATION_FIELDS = [
  'name',
  'description',
  'tags',
  'totalPrice',
  'visibility',
  'purchaseType',
  'kickstart_start',
  'kickstart_end',
  'kickstart_periode',
  'minimum_order',
  'maximum_order',
  'sizing',
  'waterflow_config',
  'combination_config',
] as const;

export const PREBUILD_FIELDS = [
  'name',
  'description',
  'content',
  'category',
  'tags',
  'visibility',
  'allow_direct_purchase',
  'option_shipping_fee_include',
  'sizing',
  'extra_option',
  'waterflow_config',
  'minimum_order',
  'maximum_order',
  'cost',
  'cost_config',
  'combination_config',
] as const;

export interface RelationChanges {
  connect?: { id: string }[];
  disconnect?: { id: string }[];
}

/** connect / disconnect between two lists of records with ids; undefined when equal. */
export function relationChanges(
  before: readonly { readonly id?: string | undefined }[],
  after: readonly { readonly id?: string | undefined }[],
): RelationChanges | undefined {
  const ids = (list: readonly { readonly id?: string | undefined }[]) =>
    list.map((entry) => entry.id).filter((id): id is string => Boolean(id));
  const was = new Set(ids(before));
  const is = new Set(ids(after));
  const connect = [...is].filter((id) => !was.has(id)).map((id) => ({ id }));
  const disconnect = [...was].filter((id) => !is.has(id)).map((id) => ({ id }));
  if (connect.length === 0 && disconnect.length === 0) return undefined;
  return {
    ...(connect.length > 0 ? { connect } : {}),
    ...(disconnect.length > 0 ? { disconnect } : {}),
  };
}

const pick = (
  fields: readonly string[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = after[field];
    if (value === undefined) continue;
    if (before === null || !dequal(before[field], value)) out[field] = value;
  }
  return out;
};

/**
 * The fields of `doc` that differ from `base` (all of them when `base` is null: a first save
 * sends the whole document), with relations as connect / disconnect.
 */
export function changedFields(doc: EditorDocument, base: EditorItem | null): Record<string, unknown> {
  if (doc.kind === 'creation') {
    const item = doc.item;
    const old = base as typeof item | null;
    const fields = pick(
      CREATION_FIELDS,
      old as Record<string, unknown> | null,
      item as Record<string, unknown>,
    );
    const categories = relationChanges(
      (old?.creation_category ?? []) as CreationCategory[],
      item.creation_category ?? [],
    );
    if (categories) fields.creation_category = categories;
    const prebuilds = relationChanges(old?.prebuilds ?? [], item.prebuilds ?? []);
    if (prebuilds) fields.prebuilds = prebuilds;
    return fields;
  }
  const item = doc.item;
  const old = base as typeof item | null;
  const fields = pick(
    PREBUILD_FIELDS,
    old as Record<string, unknown> | null,
    item as Record<string, unknown>,
  );
  const models = relationChanges((old?.models ?? []) as Prebuild['models'] & object, item.models ?? []);
  if (models) fields.models = models;
  const materials = relationChanges(old?.materials ?? [], item.materials ?? []);
  if (materials) fields.materials = materials;
  return fields;
}

/** The version a save names: the creation's `updatedAt`, the prebuild's `updated_at`. */
export function versionOf(kind: EditorDocument['kind'], item: EditorItem): string | null {
  const record = item as { updatedAt?: string; updated_at?: string };
  return (kind === 'creation' ? record.updatedAt : record.updated_at) ?? null;
}
