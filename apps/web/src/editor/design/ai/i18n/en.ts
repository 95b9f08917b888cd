/** The AI image texts (issue 15; the product's wording: the documents show none). */
export const en = {
  title: 'Generate an image with AI',
  promptLabel: 'Describe the image',
  promptPlaceholder: 'A peach fuzz tiger in a linocut style, on a plain background',
  promptCount: '{{count}} / {{max}}',
  generate: 'Generate',
  generating: 'Generating your image… This can take up to a minute.',
  generated: 'Your image is ready.',
  apply: 'Apply',
  again: 'Generate another',
  imageAlt: 'Generated image: {{prompt}}',
  notConfiguredTitle: 'AI images are not set up',
  notConfigured:
    'This server has no AI image service yet. An administrator can enable it by setting {{env}} (an OpenAI-compatible images endpoint) and restarting the server.',
  signIn: 'Sign in to generate images. Every image you make is kept in your AI Studio.',
  failed: 'The image could not be made. {{message}}',
  promptRequired: 'Describe the image you want.',
  recent: 'Your recent images',
  choose: 'Use this image',
  studioTitle: 'AI Studio',
  studioIntro: 'Make images for your decals from a description. Every image you make is kept here.',
  library: 'Your generated images',
  emptyTitle: 'No images yet',
  emptyText: 'Describe an image above and press Generate.',
  open: 'Open full size',
  close: 'Close',
} as const;

export type AiTextKey = keyof typeof en;
export type AiCatalogue = Readonly<Record<AiTextKey, string>>;
