import type { CombinationConfig } from '@atelier/schema';
import { partMaterialViolations } from '../domain';
import { ApiError } from '../http/errors';
import type { PrebuildAnswer } from '../queries/catalogue';

/**
 * 002 §6 on save: a creator may make selectable (and choose) for a part only what the
 * creation's prebuild allows for it; anything else is refused with 403 and nothing is
 * written. Parts unchanged from the stored creation pass (the prebuild may have narrowed since).
 */
export function assertPartMaterialsAllowed(
  config: CombinationConfig,
  prebuild: PrebuildAnswer | undefined,
  previous: CombinationConfig | undefined,
): void {
  if (!prebuild) return;
  const prebuildConfig = prebuild.combination_config;
  // Loaded without its assets, the prebuild's materials are those its parts name.
  const materialIds =
    prebuild.materials?.map((material) => material.id) ??
    prebuildConfig.parts.flatMap((part) => [...part.materials, ...(part.default ? [part.default] : [])]);
  const parts = partMaterialViolations(config, prebuildConfig, materialIds, previous);
  if (parts.length > 0) {
    throw new ApiError(
      403,
      'forbidden',
      'A part may only offer the materials its prebuild allows.',
      parts.map((part) => ({
        path: `combination_config.parts[${config.parts.findIndex((entry) => entry.value === part)}].materials`,
        message: `Part "${part}" offers a material the prebuild does not allow`,
      })),
    );
  }
}
