import type { MessageKey } from '@atelier/domain';

/** The @atelier/domain messages the decal panel shows (002 §2, §5, §6, §8), translated with it. */
export const DECAL_MESSAGE_KEYS = [
  'decal.header',
  'decal.defaultPartManagement',
  'decal.fileTooLarge',
  'decal.uploadHint',
  'decal.confirmDeleteLayer',
  'decal.allowCreatorCustom',
  'decal.allowCustomer',
  'decal.limitCreator',
  'empty.noLayers',
  'empty.noParts',
  'image.invalidUrlOrFile',
] as const satisfies readonly MessageKey[];

export type DecalMessageKey = (typeof DECAL_MESSAGE_KEYS)[number];

/** A language's translations of those messages. */
export type DecalMessages = { readonly [Key in DecalMessageKey]: string };
