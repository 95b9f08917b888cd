import type { ModelCatalogue } from './en';

export const fr: ModelCatalogue = {
  intro: 'Le modèle 3D que porte ce design.',
  models: 'Modèles 3D',
  current: 'Actuel',
  reference: 'Nom de référence : {{name}}',
  loading: 'Chargement du modèle',
  loadingPercent: '{{percent}} %',
  loaded: 'Modèle chargé',
  failed: 'Impossible de charger le modèle.',
  creationNote: 'Une création porte le modèle de son modèle de base : c’est le fabricant qui le choisit.',
  noModels: 'Ce modèle de base n’a pas encore de modèle 3D.',
  refreshFailed:
    'Impossible de charger les dernières informations du modèle ; celles de l’éditeur sont affichées.',
};
