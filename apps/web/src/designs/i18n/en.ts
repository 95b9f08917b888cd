/**
 * The English texts of saved designs (issue 20): the catalogue every language follows (a
 * missing key is a type error).
 */
export const en = {
  save: 'Save design',
  saving: 'Saving…',
  savedAccount: 'Saved to your account.',
  savedDevice: 'Saved. This device remembers it; anyone with the link can open it.',
  saveFailed: 'The design could not be saved.',
  shareDesign: 'Share design',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  opened: 'A saved design is applied.',
  notYours: 'You are looking at someone’s design: saving makes a copy of your own.',
  gone: 'This design is no longer available. The creation opens as it is.',
  editDesign: 'Edit design',
  savedDesigns: 'Saved designs',
  noneSaved: 'No saved designs yet',
  noneSavedText: 'Customise a creation and choose “Save design” to find it here.',
  open: 'Open',
  remove: 'Remove',
  removeLabel: 'Remove the design of {{name}}',
  removed: 'Design removed',
  savedOn: 'Saved {{date}}',
  capture: 'The design of {{name}}',
  // Issue 20, AR: the creation page's "View in your space" and its QR dialog.
  arView: 'View in your space',
  arScan:
    'Scan this code with your phone’s camera: the design opens there, ready to view in augmented reality.',
  arMaking: 'Saving the design for your phone…',
  arFailed: 'The code could not be made. Check your connection and try again.',
  arRetry: 'Try again',
  arLink: 'The link the code opens',
  arQr: 'QR code of {{link}}',
} as const;

export type DesignsTextKey = keyof typeof en;
export type DesignsCatalogue = Readonly<Record<DesignsTextKey, string>>;
