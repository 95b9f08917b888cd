import { newCreation, newPrebuild } from '@atelier/domain';
import type { Prebuild } from '@atelier/schema';
import type { Session } from '../../api/types';
import type { EditorDocument } from '../contract';
import type { DraftSubject } from '../persistence/draftStorage';
import { editorApi, EditorApiError } from '../save/editorApi';
import type { EditorItem } from '../store/documentSlice';
import type { EditorSource } from './editorSource';
import { toCreationDraft, toPrebuild, toPrebuildDraft } from './toEditorItems';

export type LoadRefusal = 'invalid' | 'notFound' | 'signIn' | 'ownerOnly' | 'membersOnly';

export type LoadedEditor =
  | {
      readonly ok: true;
      readonly doc: EditorDocument;
      /** What the server has (for a new item: the item as it was made). */
      readonly base: EditorItem;
      readonly subject: DraftSubject;
    }
  | { readonly ok: false; readonly refusal: LoadRefusal };

const refuse = (refusal: LoadRefusal): LoadedEditor => ({ ok: false, refusal });

const isMember = (session: Session | null, producerId: string | undefined) =>
  Boolean(producerId && session?.user.userRoleInProducer.some((entry) => entry.producer.id === producerId));

const notFound = (error: unknown): boolean =>
  error instanceof EditorApiError && (error.status === 404 || error.status === 400);

/** The editor's read of an item: the API's 403 (not the owner, not a member) as 'refused'. */
async function forEdit<T>(read: () => Promise<T>): Promise<T | 'refused'> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof EditorApiError && error.status === 403) return 'refused';
    throw error;
  }
}

/**
 * Loads what the source names and checks who may edit it (the server checks again on save):
 * a creation's owner, a producer's members; anyone may start a new creation (001 §6: visitors
 * edit and log in to save).
 */
export async function loadEditorDocument(
  source: EditorSource,
  session: Session | null,
  now: number,
): Promise<LoadedEditor> {
  try {
    switch (source.kind) {
      case 'invalid':
        return refuse('invalid');
      case 'newCreation': {
        const prebuild = toPrebuild((await editorApi.prebuild(source.prebuildId)).prebuild);
        const item = newCreation({ prebuild, now, ...(session ? { userId: session.user.id } : {}) });
        return {
          ok: true,
          doc: { kind: 'creation', item, prebuild },
          base: item,
          subject: { kind: 'creation', prebuildId: prebuild.id },
        };
      }
      case 'creation': {
        if (!session) return refuse('signIn');
        const answer = await forEdit(() => editorApi.creationForEdit(source.creationId));
        if (answer === 'refused') return refuse('ownerOnly');
        if (answer.editable !== true) return refuse('ownerOnly');
        const item = toCreationDraft(answer.creation);
        const prebuild = item.prebuilds?.[0];
        if (!prebuild) return refuse('notFound');
        return {
          ok: true,
          doc: { kind: 'creation', item, prebuild: prebuild as Prebuild },
          base: item,
          subject: { kind: 'creation', id: source.creationId },
        };
      }
      case 'prebuild': {
        if (!session) return refuse('signIn');
        const answer = await forEdit(() => editorApi.prebuildForEdit(source.prebuildId));
        if (answer === 'refused') return refuse('membersOnly');
        const item = toPrebuildDraft(answer.prebuild);
        if (!isMember(session, item.producer_id ?? item.producer?.id)) return refuse('membersOnly');
        return {
          ok: true,
          doc: { kind: 'prebuild', item },
          base: item,
          subject: { kind: 'prebuild', id: source.prebuildId },
        };
      }
      case 'newPrebuild': {
        if (!session) return refuse('signIn');
        const [model] = (await editorApi.models([source.assetId])).data;
        if (!model) return refuse('notFound');
        const producerId = model.producer_id ?? model.producer?.id;
        if (!isMember(session, producerId)) return refuse('membersOnly');
        const producer = session.user.userRoleInProducer.find(
          (entry) => entry.producer.id === producerId,
        )?.producer;
        const item = {
          ...newPrebuild(producer ? { producer: { id: producer.id, at_name: producer.at_name } } : {}),
          models: [model],
          materials: model.materials ?? [],
        };
        return {
          ok: true,
          doc: { kind: 'prebuild', item },
          base: item,
          subject: { kind: 'prebuild', assetId: source.assetId },
        };
      }
    }
  } catch (error) {
    if (notFound(error)) return refuse('notFound');
    throw error;
  }
}
