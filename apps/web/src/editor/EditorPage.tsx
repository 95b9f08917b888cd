import { defaultStep, isQuickLoginRequested, withLoginQuery } from '@atelier/domain';
import { Button, EmptyState, Skeleton, ThemeProvider, useTranslation } from '@atelier/ui';
import { Lock, LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useViewer } from '../api/queries';
import { usePreferenceEffects } from '../app/usePreferences';
import { useCurrentUrl } from '../lib/useCurrentUrl';
import { usePageTitle } from '../lib/usePageTitle';
import { useAppStore } from '../store/store';
import { EditorFrame } from './frame/EditorFrame';
import { loadEditorCatalogues, useEditorText } from './i18n/editorI18n';
import { EDITOR_STEPS_NAMESPACE, loadEditorStepsMessages } from './steps/i18n';
import {
  editorSourceFromEditPath,
  editorSourceFromQuery,
  sourceKey,
  type EditorSource,
} from './load/editorSource';
import { loadEditorDocument, type LoadRefusal } from './load/loadEditorDocument';
import { draftKey, indexedDbDrafts, type DraftStorage } from './persistence/draftStorage';
import { createEditorStore, type EditorStore } from './store/editorStore';
import { EditorStoreProvider } from './store/EditorStoreContext';
import { versionOf } from './save/changedFields';
import './editor.css';

const QuickLogin = lazy(() => import('../shell/QuickLogin').then((m) => ({ default: m.QuickLogin })));

type PageState =
  | { kind: 'loading' }
  | { kind: 'refused'; refusal: LoadRefusal }
  | { kind: 'failed' }
  | { kind: 'ready'; store: EditorStore; draftKey: string; source: EditorSource };

/** The editor's catalogues for the current language, loaded with the editor's chunk. */
function useEditorCatalogues(): boolean {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const language = i18n.language;
    void loadEditorCatalogues(i18n, { [EDITOR_STEPS_NAMESPACE]: loadEditorStepsMessages }).then(
      () => live && setLoaded(language),
    );
    return () => {
      live = false;
    };
  }, [i18n, i18n.language]);
  // The first language's catalogues gate the first render; later switches render when loaded.
  return loaded !== null;
}

/**
 * Loads the item once per source (a sign-in on the page keeps the document: the session's
 * refetch does not reload it), restores a kept draft, and builds the store.
 */
function useEditorLoad(source: EditorSource, storage: DraftStorage): [PageState, () => void] {
  const session = useViewer();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = sourceKey(source);
  const sessionKnown = session !== undefined;
  const signedIn = Boolean(session);
  useEffect(() => {
    if (!sessionKnown) return;
    let live = true;
    void (async () => {
      const loaded = await loadEditorDocument(source, session ?? null, Date.now());
      if (!loaded.ok) return live && setState({ kind: 'refused', refusal: loaded.refusal });
      const storageKey = draftKey(loaded.subject);
      const draft = await storage.read(storageKey).catch(() => undefined);
      const restored = draft !== undefined && draft.doc.kind === loaded.doc.kind;
      const doc = restored ? draft.doc : loaded.doc;
      const base = restored ? draft.base : loaded.base;
      const store = createEditorStore({
        doc,
        base,
        step: restored ? draft.step : defaultStep(loaded.base),
        lastSavedAt: loaded.base.id ? versionOf(loaded.doc.kind, loaded.base) : null,
        restoredDraft: restored,
      });
      if (live)
        setState((current) =>
          // Already editing this source (a sign-in refetched the session): keep the work.
          current.kind === 'ready' && sourceKey(current.source) === key
            ? current
            : { kind: 'ready', store, draftKey: storageKey, source },
        );
    })().catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
    // Loaded once per source and sign-in state; the session object itself changes on refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sessionKnown, signedIn, attempt, storage]);
  return [state, () => setAttempt((value) => value + 1)];
}

function EditorShell({ source }: { source: EditorSource }) {
  usePreferenceEffects();
  const theme = useAppStore((state) => state.preferences.theme);
  const ready = useEditorCatalogues();
  const url = useCurrentUrl();
  return (
    <ThemeProvider theme={theme}>
      <div className="editor-page">
        {ready ? <EditorBody key={sourceKey(source)} source={source} /> : <EditorLoading />}
      </div>
      {isQuickLoginRequested(url) && (
        <Suspense fallback={null}>
          <QuickLogin />
        </Suspense>
      )}
    </ThemeProvider>
  );
}

function EditorLoading() {
  const text = useEditorText();
  return (
    <div className="editor-loading" aria-busy="true" aria-label={text('page.loading')}>
      <Skeleton height="100%" />
    </div>
  );
}

function EditorBody({ source }: { source: EditorSource }) {
  const text = useEditorText();
  const { t } = useTranslation();
  const [state, retry] = useEditorLoad(source, indexedDbDrafts);
  const navigate = useNavigate();
  const url = useCurrentUrl();
  usePageTitle(text('page.title'));
  const mustSignIn = state.kind === 'refused' && state.refusal === 'signIn';
  useEffect(() => {
    // A guest opening an item to edit is asked to log in once (closing leaves this page).
    if (mustSignIn && !isQuickLoginRequested(url)) void navigate(withLoginQuery(url), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mustSignIn]);
  if (state.kind === 'loading') return <EditorLoading />;
  if (state.kind === 'failed')
    return (
      <EmptyState
        page
        level={1}
        title={text('page.loadFailed')}
        action={
          <Button variant="primary" onClick={retry}>
            {text('page.tryAgain')}
          </Button>
        }
      />
    );
  if (state.kind === 'refused') {
    if (state.refusal === 'signIn')
      return (
        <EmptyState
          page
          level={1}
          icon={<LogIn />}
          title={t('access.signInTitle')}
          action={
            <Button variant="primary" onClick={() => void navigate(withLoginQuery(url))}>
              {t('nav.login')}
            </Button>
          }
        />
      );
    const title = {
      invalid: text('page.missingSource'),
      notFound: text('page.notFound'),
      ownerOnly: text('page.ownerOnly'),
      membersOnly: text('page.membersOnly'),
    }[state.refusal];
    return <EmptyState page level={1} icon={<Lock />} title={title} />;
  }
  return (
    <EditorStoreProvider store={state.store}>
      <EditorFrame source={state.source} draftKey={state.draftKey} storage={indexedDbDrafts} />
    </EditorStoreProvider>
  );
}

/** `/editor?edit_type=creation|prebuild&prebuild_id=|asset_id=` (001 §2). */
export function EditorPage() {
  const { search } = useLocation();
  return <EditorShell source={editorSourceFromQuery(search)} />;
}

/** `/{at_name}/creation/{id}/edit?v2=true|v3=true` (000 §2): the creation's owner only. */
export function EditCreationEditorPage() {
  const { creationId = '' } = useParams();
  const { search } = useLocation();
  return <EditorShell source={editorSourceFromEditPath(creationId, search)} />;
}
