/**
 * No network in stories. While a storefront story is on screen, `fetch` answers `/api/...`
 * from the story's table (for the few states that need an answer, such as a 404), and leaves
 * every other API call unanswered and on record, so a story whose data was not given stays
 * visibly loading and the story test fails. The notifications stream is a silent EventSource.
 * Other addresses (Storybook's own files) go through untouched.
 */

/** A canned API answer: a status and a JSON body. */
export interface StoryAnswer {
  status?: number;
  body?: unknown;
}

/** `'METHOD /api/path'` or `'/api/path'` (any method) to its answer. */
export type StoryApi = Readonly<Record<string, StoryAnswer>>;

/** What the stories asked of the API; the story test reads it. */
export const storyNetwork = {
  /** API calls no story answered, as 'GET /api/path'. */
  unanswered: [] as string[],
  /** API calls a story answered. */
  answered: [] as string[],
  reset() {
    this.unanswered.length = 0;
    this.answered.length = 0;
  },
};

/** An EventSource that never connects (the bell's live updates stay quiet in stories). */
class SilentEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly url: string;
  readonly withCredentials = false;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onerror = null;
  constructor(url: string | URL) {
    super();
    this.url = String(url);
  }
  close() {
    this.readyState = 2;
  }
}

let installs = 0;
let realFetch: typeof fetch | undefined;
let realEventSource: typeof EventSource | undefined;
const tables: StoryApi[] = [];

function answerFor(method: string, path: string): StoryAnswer | undefined {
  for (const table of tables) {
    const answer = table[`${method} ${path}`] ?? table[path];
    if (answer) return answer;
  }
  return undefined;
}

const storyFetch: typeof fetch = (input, init) => {
  const address = input instanceof Request ? input.url : String(input);
  const url = new URL(address, globalThis.location?.href ?? 'http://localhost/');
  if (!url.pathname.startsWith('/api/')) return (realFetch as typeof fetch)(input, init);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const call = `${method} ${url.pathname}`;
  const answer = answerFor(method, url.pathname);
  if (!answer) {
    storyNetwork.unanswered.push(call);
    // Never answered; the caller's abort (unmount) ends it.
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  }
  storyNetwork.answered.push(call);
  return Promise.resolve(
    new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
};

/** Puts the story's API table and the silent event stream in place; returns the undo. */
export function installStoryNetwork(api: StoryApi = {}): () => void {
  tables.push(api);
  if (installs++ === 0) {
    realFetch = globalThis.fetch;
    globalThis.fetch = storyFetch;
    if (typeof globalThis.EventSource !== 'undefined') {
      realEventSource = globalThis.EventSource;
      globalThis.EventSource = SilentEventSource as unknown as typeof EventSource;
    }
  }
  return () => {
    tables.splice(tables.indexOf(api), 1);
    if (--installs === 0) {
      if (realFetch) globalThis.fetch = realFetch;
      if (realEventSource) globalThis.EventSource = realEventSource;
      realFetch = undefined;
      realEventSource = undefined;
    }
  };
}
