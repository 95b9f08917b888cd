import type { DesignDocument } from '@atelier/schema';
import { DesignDocumentSchema, fixtures } from '@atelier/schema';

/** A design document with every section filled, from the schema fixtures. */
export function sampleDocument(): DesignDocument {
  const materials = ['mat_cotton', 'mat_denim', 'mat_leather'].map((id) => ({
    ...fixtures.material,
    id,
    value: id,
  }));
  return DesignDocumentSchema.parse({
    model: { id: 'model_hoodie', url: 'https://atelier.example/models/hoodie.glb', format: 'glb' },
    materials,
    config: fixtures.combinationConfig,
  });
}
