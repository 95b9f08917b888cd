/** Public entry of @atelier/assets: the catalog's types, schema and reader. */
export {
  ASSETS_DIR,
  assetPath,
  backgroundSchema,
  catalogPartSchema,
  catalogSchema,
  decalSchema,
  environmentSchema,
  materialAssetSchema,
  modelAssetSchema,
  presetColorSchema,
  readCatalog,
} from './catalog.js';
export type {
  Catalog,
  CatalogBackground,
  CatalogDecal,
  CatalogEnvironment,
  CatalogPart,
  MaterialAsset,
  ModelAsset,
  PresetColor,
} from './catalog.js';
