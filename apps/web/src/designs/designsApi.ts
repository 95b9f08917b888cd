import type { FormAnswerMap } from '@atelier/schema';
import { client, read, withSignal } from '../api/http';
import { deviceToken } from './deviceDesigns';

const designs = client.api.designs;
const id = (value: string) => ({ param: { id: encodeURIComponent(value) } });
/** A guest's design is changed with the write token this device kept (docs/decisions.md). */
const tokenHeaders = (designId: string) => {
  const token = deviceToken(designId);
  return token ? { headers: { 'x-design-token': token } } : undefined;
};

/** Issue 20: saved designs through the typed client (docs/api.md, Saved designs). */
export const designsApi = {
  read: (designId: string, signal?: AbortSignal) =>
    read(
      designs[':id'].$get(id(designId), {
        ...tokenHeaders(designId),
        ...withSignal(signal),
      }),
    ),
  create: (creationId: string, answers: FormAnswerMap) =>
    read(designs.$post({ json: { creationId, answers } })),
  update: (designId: string, answers: FormAnswerMap) =>
    read(designs[':id'].$put({ ...id(designId), json: { answers } }, tokenHeaders(designId))),
  capture: (designId: string, image: string) =>
    read(designs[':id'].capture.$put({ ...id(designId), json: { image } }, tokenHeaders(designId))),
  /** A guest's design into the signed-in account, with the token this device kept. */
  claim: (designId: string, token: string) =>
    read(designs[':id'].claim.$post(id(designId), { headers: { 'x-design-token': token } })),
  remove: (designId: string) => read(designs[':id'].$delete(id(designId), tokenHeaders(designId))),
  saved: (signal?: AbortSignal) => read(client.api.me.designs.$get(undefined, withSignal(signal))),
};

export type Design = Awaited<ReturnType<typeof designsApi.read>>['data'];
export type SavedDesign = Awaited<ReturnType<typeof designsApi.saved>>['data'][number];

export { designKeys } from './designKeys';
