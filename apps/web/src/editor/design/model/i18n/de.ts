import type { ModelCatalogue } from './en';

export const de: ModelCatalogue = {
  intro: 'Das 3D-Modell, das dieses Design trägt.',
  models: 'Modelle',
  current: 'Aktuell',
  reference: 'Referenzname: {{name}}',
  loading: 'Modell wird geladen',
  loadingPercent: '{{percent}} %',
  loaded: 'Modell geladen',
  failed: 'Das Modell konnte nicht geladen werden.',
  creationNote: 'Eine Kreation trägt das Modell ihrer Vorlage: Es wählt der Hersteller.',
  noModels: 'Diese Vorlage hat noch kein Modell.',
  refreshFailed: 'Die neuesten Modelldaten konnten nicht geladen werden; gezeigt werden die des Editors.',
};
