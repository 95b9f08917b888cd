import type { DesignsCatalogue } from './en';

export const de: DesignsCatalogue = {
  save: 'Design speichern',
  saving: 'Wird gespeichert…',
  savedAccount: 'In deinem Konto gespeichert.',
  savedDevice: 'Gespeichert. Dieses Gerät merkt es sich; jeder mit dem Link kann es öffnen.',
  saveFailed: 'Das Design konnte nicht gespeichert werden.',
  shareDesign: 'Design teilen',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert',
  opened: 'Ein gespeichertes Design ist angewendet.',
  notYours: 'Du siehst das Design einer anderen Person: Beim Speichern entsteht deine eigene Kopie.',
  gone: 'Dieses Design ist nicht mehr verfügbar. Die Kreation öffnet sich unverändert.',
  editDesign: 'Design bearbeiten',
  savedDesigns: 'Gespeicherte Designs',
  noneSaved: 'Noch keine gespeicherten Designs',
  noneSavedText: 'Passe eine Kreation an und wähle „Design speichern“, um sie hier zu finden.',
  open: 'Öffnen',
  remove: 'Entfernen',
  removeLabel: 'Das Design von {{name}} entfernen',
  removed: 'Design entfernt',
  savedOn: 'Gespeichert am {{date}}',
  capture: 'Das Design von {{name}}',
  // Issue 20, AR: the creation page's "View in your space" and its QR dialog.
  arView: 'In deinem Raum ansehen',
  arScan:
    'Scanne diesen Code mit der Kamera deines Handys: Das Design öffnet sich dort und lässt sich in erweiterter Realität ansehen.',
  arMaking: 'Das Design wird für dein Handy gespeichert…',
  arFailed: 'Der Code konnte nicht erstellt werden. Prüfe deine Verbindung und versuche es erneut.',
  arRetry: 'Erneut versuchen',
  arLink: 'Der Link, den der Code öffnet',
  arQr: 'QR-Code von {{link}}',
};
