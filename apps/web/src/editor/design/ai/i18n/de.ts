import type { AiCatalogue } from './en';

export const de: AiCatalogue = {
  title: 'Bild mit KI erzeugen',
  promptLabel: 'Beschreibe das Bild',
  promptPlaceholder: 'Ein pfirsichfarbener Tiger im Linolschnitt-Stil auf schlichtem Hintergrund',
  promptCount: '{{count}} / {{max}}',
  generate: 'Erzeugen',
  generating: 'Dein Bild wird erzeugt … Das kann bis zu einer Minute dauern.',
  generated: 'Dein Bild ist fertig.',
  apply: 'Übernehmen',
  again: 'Noch eins erzeugen',
  imageAlt: 'Erzeugtes Bild: {{prompt}}',
  notConfiguredTitle: 'KI-Bilder sind nicht eingerichtet',
  notConfigured:
    'Dieser Server hat noch keinen KI-Bilddienst. Eine Administratorin oder ein Administrator kann ihn einschalten, indem {{env}} (ein OpenAI-kompatibler Bilder-Endpunkt) gesetzt und der Server neu gestartet wird.',
  signIn: 'Melde dich an, um Bilder zu erzeugen. Jedes Bild wird in deinem KI-Studio aufbewahrt.',
  failed: 'Das Bild konnte nicht erzeugt werden. {{message}}',
  promptRequired: 'Beschreibe das gewünschte Bild.',
  recent: 'Deine letzten Bilder',
  choose: 'Dieses Bild verwenden',
  studioTitle: 'KI-Studio',
  studioIntro: 'Erzeuge Bilder für deine Aufdrucke aus einer Beschreibung. Jedes Bild wird hier aufbewahrt.',
  library: 'Deine erzeugten Bilder',
  emptyTitle: 'Noch keine Bilder',
  emptyText: 'Beschreibe oben ein Bild und drücke auf Erzeugen.',
  open: 'In voller Größe öffnen',
  close: 'Schließen',
};
