import type { PartGeometry } from '../mesh/builder.js';

export interface PartSpec {
  /** The part's id (`Part.value`), also the mesh and node name in the GLB. */
  value: string;
  /** Display name (`Part.text`). */
  text: string;
  /** Default material id (`Part.default`). */
  defaultMaterial: string;
  /** Materials a creator may pick for this part (`Part.materials`). */
  materials: string[];
  /** Whether decals may be placed on this part. */
  decals: boolean;
}

export interface Garment {
  id: string;
  name: string;
  category: string;
  description: string;
  parts: (PartSpec & { geometry: PartGeometry })[];
  /** Layer order of the parts (decal layers / default part order). */
  layerOrder: string[];
  /** The part decals go on by default. */
  defaultDecalPart: string;
}
