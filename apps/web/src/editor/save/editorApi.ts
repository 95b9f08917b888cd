import type { ModelAsset } from '@atelier/schema';
import { ApiError } from '../../api/http';
import type { ApiErrorBody } from '../../api/types';

/**
 * The editor's calls to the API (docs/api.md). Plain JSON over fetch rather than the typed
 * client: the first save posts the whole document (the editor-api change), which the typed
 * route does not declare yet. Errors carry the API's code, message and, for a 409, the body.
 */
export class EditorApiError extends ApiError {
  readonly body: ApiErrorBody & Record<string, unknown>;
  constructor(status: number, body: ApiErrorBody & Record<string, unknown>, fallback: string) {
    super(status, body.error?.code ?? 'http_error', body.error?.message ?? fallback);
    this.body = body;
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  if (!response.ok) {
    throw new EditorApiError(
      response.status,
      (json ?? {}) as ApiErrorBody & Record<string, unknown>,
      response.statusText || `HTTP ${response.status}`,
    );
  }
  return json as T;
}

const path = (strings: TemplateStringsArray, ...values: string[]) =>
  strings.reduce(
    (out, part, index) => out + part + (index < values.length ? encodeURIComponent(values[index] ?? '') : ''),
    '',
  );

/** The answers as the editor reads them: records it passes to the schema (loader.ts). */
export type Json = Record<string, unknown>;

export const editorApi = {
  creation: (id: string) => call<{ creation: Json }>('GET', path`/api/creations/${id}`),
  prebuild: (id: string) => call<{ prebuild: Json }>('GET', path`/api/prebuilds/${id}`),
  /** The creation as its editor loads it (001 §7): the owner only (403 for others, 404 for a draft). */
  creationForEdit: (id: string) =>
    call<{ creation: Json; editable?: boolean }>('GET', path`/api/creations/${id}/edit`),
  /** The prebuild as its editor loads it: members of its producer only (403, or 404 for a draft). */
  prebuildForEdit: (id: string) =>
    call<{ prebuild: Json; editable?: boolean }>('GET', path`/api/prebuilds/${id}/edit`),
  models: (ids: readonly string[]) =>
    call<{ data: ModelAsset[] }>('GET', `/api/assets/models?ids=${ids.map(encodeURIComponent).join(',')}`),
  /** The first save of a creation: the whole document, made from the prebuild. */
  createCreation: (body: Json) => call<{ creation: Json }>('POST', '/api/creations', body),
  updateCreation: (id: string, body: Json) =>
    call<{ creation: Json }>('PATCH', path`/api/creations/${id}`, body),
  /** The first save of a prebuild: the whole document, for the producer. */
  createPrebuild: (body: Json) => call<{ prebuild: Json }>('POST', '/api/prebuilds', body),
  updatePrebuild: (id: string, body: Json) =>
    call<{ prebuild: Json }>('PATCH', path`/api/prebuilds/${id}`, body),
  /** 001 §7: an image given as a data URL, stored before the save that names it. */
  uploadImage: (fileName: string, image: string, userId: string) =>
    call<{ imageUrl: string; id: string }>('POST', `/api/img/original/${fileName}`, {
      image,
      user_id: userId,
    }),
};
