import type { CombinationConfig, Group, Part, PlacedDecal, Variant } from '@atelier/schema';
import { dequal } from 'dequal';
import { type Message, message } from '../messages';
import { canAddDecalLayer } from './decal-layers';
import { canAddRemove, isEditAllowed } from './permissions';
import { customDecalCount } from './placed-decals';

/**
 * 002 §6, 001 §6: what the creator of a creation may change in its design, judged against
 * the prebuild the creation is made from. The prebuild is the authority: its setup lists,
 * roles, decal flags, limits and allowed materials decide, never the copies the creation
 * carries (a client could rewrite those). The editor hides what is forbidden; the server
 * runs this on every save so that a crafted request cannot do it either.
 */

export type CreationChangeRule =
  | 'colorways.addRemove'
  | 'colorway.edit'
  | 'variations.addRemove'
  | 'variation.edit'
  | 'decal.locked'
  | 'decal.limitChanged'
  | 'decal.outsideLimit'
  | 'decal.count'
  | 'material.notAllowed';

export interface CreationChangeViolation {
  readonly rule: CreationChangeRule;
  /** Where in combination_config the forbidden change is (`groups[g1]`, `parts[front].default`). */
  readonly path: string;
  readonly message: Message;
}

type Config = Pick<
  CombinationConfig,
  'parts' | 'groups' | 'groupsSetup' | 'variant' | 'variantSetup' | 'decals'
>;

export interface CreationChange {
  /** The design of the prebuild the creation is made from (its first prebuild). */
  readonly prebuild: Config;
  /** The creation's design as stored (for a first save: the prebuild's, which it starts from). */
  readonly before: Config;
  /** The creation's design as the save would store it. */
  readonly after: Config;
}

const byKey = <T>(items: readonly T[], key: (item: T) => string): Map<string, T> =>
  new Map(items.map((item) => [key(item), item]));

const sameKeys = (a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): boolean =>
  a.size === b.size && [...a.keys()].every((key) => b.has(key));

/** A colorway without what choosing an option changes: choosing is not editing (decision). */
const groupShape = ({ defaultOption: _chosen, ...rest }: Group) => rest;

/** A variation without what choosing an option changes (its default and current option). */
const variantShape = ({ defaultOptionId: _chosen, options, ...rest }: Variant) => ({
  ...rest,
  options: options.map(({ current: _current, ...option }) => option),
});

function colorwayViolations({ prebuild, before, after }: CreationChange): CreationChangeViolation[] {
  const violations: CreationChangeViolation[] = [];
  const beforeGroups = byKey(before.groups, (group) => group.value);
  const afterGroups = byKey(after.groups, (group) => group.value);
  if (!canAddRemove(prebuild.groupsSetup, 'creation') && !sameKeys(beforeGroups, afterGroups))
    violations.push({
      rule: 'colorways.addRemove',
      path: 'groups',
      message: message('permission.colorwaysAddRemove'),
    });
  const prebuildGroups = byKey(prebuild.groups, (group) => group.value);
  for (const [value, group] of afterGroups) {
    const previous = beforeGroups.get(value);
    const source = prebuildGroups.get(value);
    // A colorway the creator added is theirs; one from the prebuild follows its roles.
    if (!previous || !source || isEditAllowed(source.enabledEditForRoles, 'creator')) continue;
    if (!dequal(groupShape(previous), groupShape(group)))
      violations.push({
        rule: 'colorway.edit',
        path: `groups[${value}]`,
        message: message('permission.colorwayEdit', { name: source.name }),
      });
  }
  return violations;
}

function variationViolations({ prebuild, before, after }: CreationChange): CreationChangeViolation[] {
  const violations: CreationChangeViolation[] = [];
  const beforeVariants = byKey(before.variant, (variant) => variant.id);
  const afterVariants = byKey(after.variant, (variant) => variant.id);
  if (!canAddRemove(prebuild.variantSetup, 'creation') && !sameKeys(beforeVariants, afterVariants))
    violations.push({
      rule: 'variations.addRemove',
      path: 'variant',
      message: message('permission.variationsAddRemove'),
    });
  const prebuildVariants = byKey(prebuild.variant, (variant) => variant.id);
  for (const [id, variant] of afterVariants) {
    const previous = beforeVariants.get(id);
    const source = prebuildVariants.get(id);
    if (!previous || !source || isEditAllowed(source.enabledEditForRoles, 'creator')) continue;
    if (!dequal(variantShape(previous), variantShape(variant)))
      violations.push({
        rule: 'variation.edit',
        path: `variant[${id}]`,
        message: message('permission.variationEdit', { name: source.name }),
      });
  }
  return violations;
}

const decalName = (decal: PlacedDecal): string => decal.text || decal.value;

const insideLimit = (decal: PlacedDecal, limit: NonNullable<PlacedDecal['limit']>): boolean =>
  decal.position.x >= limit.min.x &&
  decal.position.x <= limit.max.x &&
  decal.position.y >= limit.min.y &&
  decal.position.y <= limit.max.y;

function decalViolations({ prebuild, before, after }: CreationChange): CreationChangeViolation[] {
  const violations: CreationChangeViolation[] = [];
  const prebuildDecals = byKey(prebuild.decals.placed, (decal) => decal.value);
  const beforeDecals = byKey(before.decals.placed, (decal) => decal.value);
  const afterDecals = byKey(after.decals.placed, (decal) => decal.value);

  for (const [value, source] of prebuildDecals) {
    const previous = beforeDecals.get(value);
    const next = afterDecals.get(value);
    if (!previous) continue;
    const path = `decals.placed[${value}]`;
    // 002 §6 editable_creator false: the producer's decal stays exactly as it is.
    if (!source.editable_creator) {
      if (!next || !dequal(previous, next))
        violations.push({
          rule: 'decal.locked',
          path,
          message: message('permission.decalLocked', { name: decalName(source) }),
        });
      continue;
    }
    // 002 §6 'Limit Creator': the prebuild's area limit is read-only and holds the decal.
    if (!next || !source.limit_enable || !source.limit) continue;
    if (next.limit_enable !== source.limit_enable || !dequal(next.limit, source.limit))
      violations.push({
        rule: 'decal.limitChanged',
        path: `${path}.limit`,
        message: message('permission.decalLimitChanged', { name: decalName(source) }),
      });
    else if (!dequal(previous.position, next.position) && !insideLimit(next, source.limit))
      violations.push({
        rule: 'decal.outsideLimit',
        path: `${path}.position`,
        message: message('permission.decalOutsideLimit', { name: decalName(source) }),
      });
  }

  // 002 §4, §9 free_decal: a save adding decals of the creator's own is held to the same
  // allowance the editor offers (the last one added must have been addable).
  const allowed = prebuild.decals.setup.free_decal;
  const ownAfter = customDecalCount(after, prebuild);
  if (
    ownAfter > customDecalCount(before, prebuild) &&
    !canAddDecalLayer(prebuild.decals.setup, 'creation', ownAfter - 1)
  )
    violations.push({
      rule: 'decal.count',
      path: 'decals.placed',
      message:
        allowed === 0
          ? message('permission.decalNone')
          : message('permission.decalCount', { count: allowed }),
    });
  return violations;
}

/**
 * The materials a prebuild's part allows: its list and its default; a part listing none allows
 * any (001 §7; the editor then offers every material of the prebuild, creatorAllowedMaterials).
 */
const allowedMaterials = (part: Part): ReadonlySet<string> | null =>
  part.materials.length === 0
    ? null
    : new Set([...part.materials, ...[part.default].filter((id) => id !== undefined)]);

function materialViolations({ prebuild, after }: CreationChange): CreationChangeViolation[] {
  const violations: CreationChangeViolation[] = [];
  const parts = byKey(prebuild.parts, (part) => part.value);
  const check = (partId: string, materialId: string | undefined, path: string) => {
    const part = parts.get(partId);
    const set = part && allowedMaterials(part);
    if (materialId === undefined || !part || !set || set.has(materialId)) return;
    violations.push({
      rule: 'material.notAllowed',
      path,
      message: message('permission.materialNotAllowed', { material: materialId, part: part.text }),
    });
  };
  for (const part of after.parts) {
    check(part.value, part.default, `parts[${part.value}].default`);
    for (const materialId of part.materials) check(part.value, materialId, `parts[${part.value}].materials`);
  }
  for (const group of after.groups)
    for (const option of group.options)
      for (const entry of option.oParts)
        check(
          entry.value,
          entry.default,
          `groups[${group.value}].options[${option.oValue}].oParts[${entry.value}]`,
        );
  return violations;
}

/**
 * Every change in `after` (against `before`) that the prebuild forbids the creation's
 * creator, in this order: colorways, variations, decals, materials. Empty when the change
 * is allowed. Only changes count: what was already stored is not held against a save.
 */
export function creationChangeViolations(change: CreationChange): CreationChangeViolation[] {
  const key = (violation: CreationChangeViolation) =>
    `${violation.path} ${violation.message.params?.['material']}`;
  const stored = new Set(materialViolations({ ...change, after: change.before }).map(key));
  return [
    ...colorwayViolations(change),
    ...variationViolations(change),
    ...decalViolations(change),
    ...materialViolations(change).filter((violation) => !stored.has(key(violation))),
  ];
}
