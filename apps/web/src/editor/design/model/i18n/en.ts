/** The model selector's texts (002 §2 Model selector). It shows no domain message. */
export const en = {
  intro: 'The 3D model this design dresses.',
  models: 'Models',
  current: 'Current',
  reference: 'Reference: {{name}}',
  loading: 'Loading the model',
  loadingPercent: '{{percent}}%',
  loaded: 'Model loaded',
  failed: 'The model could not be loaded.',
  creationNote: "A creation wears its prebuild's model: the producer chooses it.",
  noModels: 'This prebuild has no model yet.',
  refreshFailed: 'The latest model details could not be loaded; showing those the editor has.',
} as const;

export type ModelTextKey = keyof typeof en;
export type ModelCatalogue = Readonly<Record<ModelTextKey, string>>;
