import type { DesignsCatalogue } from './en';

export const fr: DesignsCatalogue = {
  save: 'Enregistrer le design',
  saving: 'Enregistrement…',
  savedAccount: 'Enregistré dans votre compte.',
  savedDevice: 'Enregistré. Cet appareil s’en souvient ; toute personne ayant le lien peut l’ouvrir.',
  saveFailed: 'Le design n’a pas pu être enregistré.',
  shareDesign: 'Partager le design',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié',
  opened: 'Un design enregistré est appliqué.',
  notYours: 'Vous regardez le design de quelqu’un d’autre : l’enregistrer en crée votre propre copie.',
  gone: 'Ce design n’est plus disponible. La création s’ouvre telle quelle.',
  editDesign: 'Modifier le design',
  savedDesigns: 'Designs enregistrés',
  noneSaved: 'Aucun design enregistré pour l’instant',
  noneSavedText: 'Personnalisez une création et choisissez « Enregistrer le design » pour la retrouver ici.',
  open: 'Ouvrir',
  remove: 'Supprimer',
  removeLabel: 'Supprimer le design de {{name}}',
  removed: 'Design supprimé',
  savedOn: 'Enregistré le {{date}}',
  capture: 'Le design de {{name}}',
  // Issue 20, AR: the creation page's "View in your space" and its QR dialog.
  arView: 'Voir dans votre espace',
  arScan:
    'Scannez ce code avec l’appareil photo de votre téléphone : le design s’y ouvre, prêt à être vu en réalité augmentée.',
  arMaking: 'Enregistrement du design pour votre téléphone…',
  arFailed: 'Le code n’a pas pu être créé. Vérifiez votre connexion et réessayez.',
  arRetry: 'Réessayer',
  arLink: 'Le lien que le code ouvre',
  arQr: 'Code QR de {{link}}',
};
