import type { MaterialsCatalogue } from './en';

export const fr: MaterialsCatalogue = {
  texts: {
    parts: 'Pièces',
    partsHint: 'Choisissez une pièce pour définir sa matière et celles que vos clients peuvent choisir.',
    showLinked: 'Afficher les pièces liées à un coloris',
    linkedHidden: 'Pièces liées à un coloris masquées : {{count}}',
    noMaterial: 'Aucune matière',
    allLinkedTitle: 'Chaque pièce suit un coloris',
    allLinkedText: 'Les matières des pièces de cette création se choisissent dans ses coloris.',
    openColorways: 'Ouvrir les coloris',
    backToParts: 'Retour aux pièces',
    selectable: 'Matières au choix',
    chooseHint: 'La matière choisie est celle que montre le design.',
    linkedNote: 'Cette pièce suit le coloris « {{group}} » : sa matière change avec l’option du coloris.',
    current: 'Actuelle',
    search: 'Rechercher par nom',
    sort: 'Trier',
    loadMore: 'Charger plus',
    noResults: 'Aucune matière ne correspond à « {{query}} ».',
    noLibrary: 'Votre bibliothèque ne contient encore aucune matière.',
    loadFailed: 'Impossible de charger les matières.',
    retry: 'Réessayer',
    allowedHint:
      'Le modèle de base autorise ces matières pour cette pièce. Cochez celles que vos clients pourront choisir.',
    creatorLimited: 'C’est le modèle de base qui décide des matières de cette pièce.',
    chosenForPart: 'Choisie pour cette pièce',
    cancel: 'Annuler',
    chooseAtLeastOne: 'Cochez au moins une matière.',
  },
  messages: {
    'material.linked': 'Lié',
    'material.editSelectable': 'Modifier les matières au choix',
    'material.library': 'Votre bibliothèque de matières',
    'material.sortNewest': 'Plus récentes',
    'material.sortOldest': 'Plus anciennes',
    'material.selectedCount': '{{count}} matières sélectionnées',
    'material.selectedList': 'Liste des matières sélectionnées',
    'empty.noParts':
      'Aucune pièce disponible. Vérifiez que combination_config.parts est correctement configuré.',
    'empty.noOptions': 'Aucune option disponible',
  },
};
