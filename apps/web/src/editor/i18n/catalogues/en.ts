import { MESSAGES_EN } from '@atelier/domain';
import { EDITOR_MESSAGE_KEYS, EDITOR_TEXTS_EN, type EditorCatalogue } from '../keys';

/** English: the domain's texts verbatim (the specification's wording) and the frame's own. */
export const en: EditorCatalogue = {
  messages: Object.fromEntries(
    EDITOR_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]]),
  ) as EditorCatalogue['messages'],
  texts: EDITOR_TEXTS_EN,
};
