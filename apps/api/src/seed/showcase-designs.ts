import {
  type CombinationConfig,
  CombinationConfigSchema,
  type CombinationConfigInput,
  type Group,
  type Part,
  type PlacedDecalInput,
  type Variant,
} from '@atelier/schema';
import type { PlannedPrebuild } from './producers';

/**
 * The designs of the showcase creations (issue 17): colourways, a creator-only colourway,
 * variations and masked decals, each built on a prebuild's own parts and allowed materials,
 * so a part or material the catalogue lacks is left out rather than invented.
 */

/** A decal image of the catalogue (assets/decals) as a stored image id, if it was stored. */
export type DecalImageOf = (decalId: string) => string | undefined;

const hasPart = (prebuild: PlannedPrebuild, partId: string) =>
  prebuild.config.parts.some((part) => part.value === partId);

/** The parts of `partIds` the prebuild has. */
export const partsOf = (prebuild: PlannedPrebuild, partIds: readonly string[]): string[] =>
  partIds.filter((partId) => hasPart(prebuild, partId));

/**
 * `count` materials the part allows: those named by catalogue key first (asset ids end in
 * `-mat-{key}`), then the part's others in their order.
 */
export function materialsFor(prebuild: PlannedPrebuild, partId: string, keys: readonly string[]): string[] {
  const allowed = prebuild.config.parts.find((part) => part.value === partId)?.materials ?? [];
  const named = keys
    .map((key) => allowed.find((id) => id.endsWith(`-mat-${key}`)))
    .filter((id): id is string => id !== undefined);
  const rest = allowed.filter((id) => !named.includes(id));
  return [...named, ...rest].slice(0, keys.length);
}

interface ColourwaySpec {
  value: string;
  name: string;
  /** The parts in the colourway; the first one's materials name the options. */
  parts: readonly string[];
  /** Option names with the catalogue material key each part wears. */
  options: readonly (readonly [name: string, key: string])[];
  roles: readonly ('creator' | 'consumer')[];
}

/** A colourway (002 §3 Group) whose first option is chosen, or null without its parts. */
export function colourway(prebuild: PlannedPrebuild, spec: ColourwaySpec): Group | null {
  const parts = partsOf(prebuild, spec.parts);
  const lead = parts[0];
  if (!lead) return null;
  const keys = spec.options.map(([, key]) => key);
  const options = spec.options
    .map(([name], index) => {
      const oParts = parts.map((partId) => ({
        value: partId,
        default: materialsFor(prebuild, partId, keys)[index],
      }));
      const thumb = oParts[0]?.default;
      return thumb
        ? { oValue: `${spec.value}-${index + 1}`, oName: name, oThumbnailMaterialID: thumb, oParts }
        : null;
    })
    .filter((option) => option !== null);
  return {
    value: spec.value,
    name: spec.name,
    defaultOption: options[0]?.oValue,
    includeParts: parts,
    options,
    enabledEditForRoles: [...spec.roles],
  };
}

/** The parts wearing the materials of each group's chosen option (002 §4 choosing an option). */
export function wearChosenOptions(parts: readonly Part[], groups: readonly Group[]): Part[] {
  const chosen = new Map<string, string>();
  for (const group of groups) {
    const option = group.options.find((entry) => entry.oValue === group.defaultOption);
    for (const entry of option?.oParts ?? []) if (entry.default) chosen.set(entry.value, entry.default);
  }
  return parts.map((part) => ({ ...part, default: chosen.get(part.value) ?? part.default }));
}

/** The prebuild's design with changes, checked by the schema (a bad showcase fails the seed). */
export const designOn = (
  prebuild: PlannedPrebuild,
  changes: Partial<CombinationConfigInput>,
): CombinationConfig => CombinationConfigSchema.parse({ ...prebuild.config, ...changes, version: 'v3' });

/** 'Colourway Crew Tee': a body colourway and a trims colourway, both open to shoppers. */
export function colourwayTeeDesign(prebuild: PlannedPrebuild): CombinationConfig {
  const groups = [
    colourway(prebuild, {
      value: 'body',
      name: 'Body',
      parts: ['front', 'back', 'sleeve_left', 'sleeve_right', 'sleeves'],
      options: [
        ['Optic white', 'jersey-white'],
        ['Black', 'jersey-black'],
        ['Navy', 'jersey-navy'],
        ['Peach fuzz', 'jersey-peach-fuzz'],
      ],
      roles: ['creator', 'consumer'],
    }),
    colourway(prebuild, {
      value: 'trims',
      name: 'Trims',
      parts: ['collar', 'cuff_left', 'cuff_right'],
      options: [
        ['White rib', 'rib-white'],
        ['Black rib', 'rib-black'],
        ['Grey rib', 'rib-heather-grey'],
      ],
      roles: ['creator', 'consumer'],
    }),
  ].filter((group) => group !== null);
  return designOn(prebuild, {
    parts: wearChosenOptions(prebuild.config.parts, groups),
    groups,
    groupsSetup: { enabledForAddRemoveRoles: ['creator'] },
  });
}

/** 'Studio Colourway Cap': one colourway only its creator may edit (002 §6). */
export function creatorOnlyCapDesign(prebuild: PlannedPrebuild): CombinationConfig {
  const group = colourway(prebuild, {
    value: 'studio',
    name: 'Studio colourway',
    parts: ['crown', 'brim', 'button', 'front', 'hoodie', 'body'],
    options: [
      ['Navy canvas', 'canvas-navy'],
      ['Olive canvas', 'canvas-olive'],
      ['Natural canvas', 'canvas-natural'],
    ],
    roles: ['creator'],
  });
  const groups = group ? [group] : [];
  return designOn(prebuild, {
    parts: wearChosenOptions(prebuild.config.parts, groups),
    groups,
    groupsSetup: { enabledForAddRemoveRoles: ['creator'] },
  });
}

/** A variation showing or hiding one part (002 §3 Variant), its first option chosen. */
export function onOffVariation(
  prebuild: PlannedPrebuild,
  id: string,
  name: string,
  partId: string,
  [on, off]: readonly [string, string],
): Variant | null {
  if (!hasPart(prebuild, partId)) return null;
  return {
    id,
    name,
    defaultPartId: partId,
    defaultOptionId: `${id}-on`,
    includeParts: [partId],
    options: [
      { optionId: `${id}-on`, name: on, partConfig: [{ partId, visible: true }], current: true },
      { optionId: `${id}-off`, name: off, partConfig: [{ partId, visible: false }], current: false },
    ],
    enabledEditForRoles: ['creator', 'consumer'],
  };
}

/** 'Hood On or Off Hoodie': the hood and the kangaroo pocket, each on or off. */
export function variationHoodieDesign(prebuild: PlannedPrebuild): CombinationConfig {
  const variant = [
    onOffVariation(prebuild, 'hood', 'Hood', 'hood', ['With hood', 'Without hood']),
    onOffVariation(prebuild, 'pocket', 'Kangaroo pocket', 'pocket', ['With pocket', 'Without pocket']),
  ].filter((entry) => entry !== null);
  return designOn(prebuild, { variant, variantSetup: { enabledForAddRemoveRoles: ['creator'] } });
}

/**
 * A placed decal with a mask. 002 §4: a mask starts at the decal's position with the y axis
 * flipped and an inverse scale; these start there and are then nudged, as a creator would.
 */
export function maskedDecal(
  decal: Omit<PlacedDecalInput, 'position' | 'scale'> & {
    position: { x: number; y: number };
    scale: { x: number; y: number };
  },
  maskRotation: number,
): PlacedDecalInput {
  return {
    ...decal,
    maskPosition: { x: decal.position.x, y: Math.round((1 - decal.position.y) * 1000) / 1000 },
    maskScale: { x: 1 / decal.scale.x, y: 1 / decal.scale.y },
    maskRotation,
  };
}

/**
 * 'Masked Decal Tee': a peach bloom on the front the shopper may restyle and a locked
 * 'Varsity 24' on the back inside an area limit; shoppers may add one decal of their own.
 * The catalogue's decal PNGs carry their own alpha, so each is one map (the v3 format);
 * alphaMap is for v2's separate opacity images.
 */
export function decalTeeDesign(prebuild: PlannedPrebuild, imageOf: DecalImageOf): CombinationConfig {
  const [frontPart, backPart] = [
    partsOf(prebuild, ['front', 'hoodie', 'body'])[0],
    partsOf(prebuild, ['back', 'hood'])[0],
  ];
  const bloom = imageOf('peach-bloom');
  const varsity = imageOf('varsity-24');
  const placed: PlacedDecalInput[] = [];
  if (frontPart && bloom)
    placed.push(
      maskedDecal(
        {
          value: 'decal-front-bloom',
          text: 'Peach bloom',
          position: { x: 0.5, y: 0.55 },
          scale: { x: 0.4, y: 0.4 },
          rotation: 0,
          material_config: { map: bloom, alphaMap: null },
          part_binding: frontPart,
          editable_creator: true,
          editable_consumer: true,
        },
        15,
      ),
    );
  if (backPart && varsity)
    placed.push(
      maskedDecal(
        {
          value: 'decal-back-varsity',
          text: 'Varsity 24',
          position: { x: 0.5, y: 0.6 },
          scale: { x: 0.5, y: 0.5 },
          rotation: 0,
          material_config: { map: varsity, alphaMap: null },
          part_binding: backPart,
          editable_creator: true,
          editable_consumer: false,
          limit_enable: true,
          limit: { min: { x: 0.3, y: 0.3 }, max: { x: 0.7, y: 0.8 } },
        },
        0,
      ),
    );
  return designOn(prebuild, {
    decals: { placed, setup: { ...prebuild.config.decals.setup, free_decal: 1 } },
  });
}
