import type { Message } from '@atelier/domain';
import type { CombinationConfig, Form, FormAnswerMap, FormAnswerValue } from '@atelier/schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  answerProblems,
  clientFormView,
  customerForm,
  decodeSharedAnswers,
  shownCustomerForm,
  withDefaultAnswers,
} from '@atelier/domain';

/**
 * The query parameter links of issue 17 carried the shopper's answers in. Issue 20 shares a saved
 * design's id instead; links already shared keep opening (docs/decisions.md), so this is only read.
 */
export const SHARED_ANSWERS_PARAM = 'answers';

/** Where a creation's answers are kept for the tab (overlay and page alike, and a reload). */
export const answersStorageKey = (creationId: string) => `atelier.answers.${creationId}`;

/** The shopper's customisation of one creation, shared by the form, the viewer, the price and the share link. */
export interface Customisation {
  readonly config: CombinationConfig;
  /** The form the shopper answers (consumer fields and what is open to consumers). */
  readonly form: Form;
  /** Every answer: the defaults, overridden by what the shopper chose. */
  readonly answers: FormAnswerMap;
  /** Only what the shopper chose (empty: they have not answered yet). */
  readonly own: FormAnswerMap;
  readonly problems: Readonly<Record<string, Message>>;
  readonly onAnswer: (fieldId: string, value: FormAnswerValue | undefined) => void;
  /** Set when an order was tried: every problem shows from then on. */
  readonly tried: boolean;
  readonly setTried: (tried: boolean) => void;
  /** Problems the server named (422 `invalid_answers`), by field id, until the field is answered again. */
  readonly setServerProblems: (problems: Readonly<Record<string, Message>>) => void;
  /** The open section (one at a time); null: all collapsed. */
  readonly openSection: string | null;
  readonly setOpenSection: (sectionId: string | null) => void;
  /** Shows every problem, opens the section of the first one (or of `fieldId`) and focuses it. */
  readonly revealFirstProblem: (fieldId?: string) => void;
  /** Issue 20: the saved design these answers come from (or were saved as), or null. */
  readonly design: AppliedDesign | null;
  /** Opens a saved design: its answers replace the shopper's. */
  readonly applyDesign: (design: AppliedDesign) => void;
  /** Records that the answers were saved as `design` (they stay as they are). */
  readonly setDesign: (design: AppliedDesign | null) => void;
}

/** A saved design as the page holds it: its id, its answers as saved, and whether the shopper may change it. */
export interface AppliedDesign {
  readonly id: string;
  readonly answers: FormAnswerMap;
  readonly mine: boolean;
  /** The capture of the 3D view its share card shows, or null. */
  readonly captureUrl: string | null;
}

/** The section a field shows in ('unassigned' for none). */
const sectionOf = (form: Form, fieldId: string): string =>
  form.fields.find((field) => field.id === fieldId)?.sectionId ?? 'unassigned';

/** Focuses the first control of a field, once its section has rendered open. */
function focusField(fieldId: string): void {
  requestAnimationFrame(() => {
    const box = document.querySelector(`[data-field-id="${CSS.escape(fieldId)}"]`);
    const control = box?.querySelector<HTMLElement>('input, select, textarea, button') ?? null;
    (control ?? (box as HTMLElement | null))?.focus();
  });
}

function readStored(creationId: string): FormAnswerMap | null {
  try {
    const text = sessionStorage.getItem(answersStorageKey(creationId));
    return text === null ? null : (JSON.parse(text) as FormAnswerMap);
  } catch {
    return null;
  }
}

/** A shared link's answers win over the tab's own (the shopper opened the link to see them). */
function initialAnswers(creationId: string): FormAnswerMap {
  const shared = new URLSearchParams(location.search).get(SHARED_ANSWERS_PARAM);
  const decoded = shared === null ? null : decodeSharedAnswers(shared);
  return decoded ?? readStored(creationId) ?? {};
}

/**
 * The creation's design with the lists a shopper's form reads defaulted (a creation saved
 * before a key existed). Not the schema's parse: that would put zod in the page's first load;
 * the API already serves checked configs.
 */
export function creationConfig(raw: unknown): CombinationConfig | null {
  if (raw === null || typeof raw !== 'object') return null;
  const config = raw as Partial<CombinationConfig>;
  const form: Partial<Form> = config.form ?? {};
  return {
    ...config,
    parts: config.parts ?? [],
    groups: config.groups ?? [],
    variant: config.variant ?? [],
    // Without a decal setup nothing is open to add: a served config always carries one.
    decals: {
      placed: config.decals?.placed ?? [],
      setup: config.decals?.setup ?? { free_decal: 0, disable_part_keys: [] },
    },
    form: {
      enabledForRoles: form.enabledForRoles ?? ['creator', 'consumer'],
      description: form.description ?? '',
      fields: form.fields ?? [],
      sections: form.sections ?? [],
      answers: { defaults: form.answers?.defaults ?? {}, current: form.answers?.current ?? {} },
    },
  } as CombinationConfig;
}

/** The shopper's answers to a creation's customer form, kept per creation in sessionStorage. */
export function useCustomisation(creationId: string, rawConfig: unknown): Customisation | null {
  const config = useMemo(() => creationConfig(rawConfig), [rawConfig]);
  const form = useMemo(() => (config ? customerForm(config, 'consumer') : null), [config]);
  const [own, setOwn] = useState<FormAnswerMap>(() => initialAnswers(creationId));
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<Readonly<Record<string, Message>>>({});
  const [design, setDesign] = useState<AppliedDesign | null>(null);
  // 002 §2: restored answers (a shared link, a reload) show collapsed; a first visit opens the first section.
  const [openSection, setOpenSection] = useState<string | null>(() =>
    clientFormView(own).sectionsCollapsed ? null : (form?.sections[0]?.id ?? 'unassigned'),
  );

  useEffect(() => {
    try {
      if (Object.keys(own).length === 0) sessionStorage.removeItem(answersStorageKey(creationId));
      else sessionStorage.setItem(answersStorageKey(creationId), JSON.stringify(own));
    } catch {
      // Storage full or blocked: the answers live for this page only.
    }
  }, [creationId, own]);

  const onAnswer = useCallback((fieldId: string, value: FormAnswerValue | undefined) => {
    setServerProblems(({ [fieldId]: _answered, ...rest }) => rest);
    setOwn(({ [fieldId]: _previous, ...rest }) =>
      value === undefined ? rest : { ...rest, [fieldId]: value },
    );
  }, []);

  const answers = useMemo(
    () => (form ? { ...withDefaultAnswers(form).answers.defaults, ...own } : own),
    [form, own],
  );
  const problems = useMemo(
    () => (form ? { ...serverProblems, ...answerProblems(form, answers, config ?? undefined) } : {}),
    [form, answers, config, serverProblems],
  );
  const revealFirstProblem = useCallback(
    (fieldId?: string) => {
      setTried(true);
      const first = fieldId ?? form?.fields.find((field) => problems[field.id] !== undefined)?.id;
      if (!form || first === undefined) return;
      setOpenSection(sectionOf(form, first));
      focusField(first);
    },
    [form, problems],
  );
  const applyDesign = useCallback((applied: AppliedDesign) => {
    setDesign(applied);
    setServerProblems({});
    setOwn(applied.answers);
    // Like a shared link's answers (002 §2): restored answers show collapsed.
    setOpenSection(null);
  }, []);
  // Free decal fields one at a time (domain shownCustomerForm); the problems are the whole form's.
  const shown = useMemo(() => (form ? shownCustomerForm(form, answers) : null), [form, answers]);
  if (!config || !shown || shown.fields.length === 0) return null;
  return {
    config,
    form: shown,
    answers,
    own,
    problems,
    onAnswer,
    tried,
    setTried,
    setServerProblems,
    openSection,
    setOpenSection,
    revealFirstProblem,
    design,
    applyDesign,
    setDesign,
  };
}
