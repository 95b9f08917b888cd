import type { CreationDraft, PrebuildDraft } from '@atelier/domain';
import { CreationSchema, PrebuildSchema, type Prebuild } from '@atelier/schema';
import type { Json } from '../save/editorApi';

/**
 * The API's answers as the editor's items: the schema's fields only (the answer's extras such
 * as counts, favourites and the owner flag are not part of what is edited or saved). A record
 * the schema refuses is kept as it came, so the editor still opens what the server stored.
 */
export function toPrebuild(answer: Json): Prebuild {
  const parsed = PrebuildSchema.safeParse(answer);
  return parsed.success ? parsed.data : (answer as unknown as Prebuild);
}

export function toPrebuildDraft(answer: Json): PrebuildDraft {
  return toPrebuild(answer);
}

export function toCreationDraft(answer: Json): CreationDraft {
  const parsed = CreationSchema.safeParse(answer);
  const item = parsed.success ? parsed.data : (answer as unknown as CreationDraft);
  // Who ordered and who favourited are not edited and can be long: left out of the document.
  const { order_items: _orders, favorited_users: _favourites, ...rest } = item;
  return rest;
}
