import type { AiCatalogue } from './en';

export const fr: AiCatalogue = {
  title: "Générer une image avec l'IA",
  promptLabel: "Décrivez l'image",
  promptPlaceholder: 'Un tigre couleur pêche façon linogravure, sur un fond uni',
  promptCount: '{{count}} / {{max}}',
  generate: 'Générer',
  generating: "Génération de votre image… Cela peut prendre jusqu'à une minute.",
  generated: 'Votre image est prête.',
  apply: 'Appliquer',
  again: 'En générer une autre',
  imageAlt: 'Image générée : {{prompt}}',
  notConfiguredTitle: 'Les images IA ne sont pas configurées',
  notConfigured:
    "Ce serveur n'a pas encore de service d'images IA. Un administrateur peut l'activer en définissant {{env}} (un point d'accès d'images compatible OpenAI) puis en redémarrant le serveur.",
  signIn: 'Connectez-vous pour générer des images. Chaque image créée est conservée dans votre studio IA.',
  failed: "L'image n'a pas pu être créée. {{message}}",
  promptRequired: "Décrivez l'image souhaitée.",
  recent: 'Vos images récentes',
  choose: 'Utiliser cette image',
  studioTitle: 'Studio IA',
  studioIntro:
    'Créez des images pour vos motifs à partir d’une description. Chaque image créée est conservée ici.',
  library: 'Vos images générées',
  emptyTitle: "Pas encore d'image",
  emptyText: 'Décrivez une image ci-dessus et appuyez sur Générer.',
  open: 'Ouvrir en taille réelle',
  close: 'Fermer',
};
