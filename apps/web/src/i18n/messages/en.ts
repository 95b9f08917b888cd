import { MESSAGES_EN } from '@atelier/domain';
import { STOREFRONT_MESSAGE_KEYS, type MessageCatalogue } from './keys';

/** English is the domain's own text, verbatim (the specification's wording). */
export const en: MessageCatalogue = Object.fromEntries(
  STOREFRONT_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]]),
) as MessageCatalogue;
