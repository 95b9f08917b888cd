import type { CombinationConfig, Field, Form, FormAnswerMap, FormAnswerValue } from '@atelier/schema';
import { FIELD_TYPES_DEFAULTING_TO_FIRST_OPTION } from '@atelier/schema';
import { chooseGroupOption } from './colorways';
import { applyVariantOption } from './variations';

/**
 * 001 §5, 002 §2, §4 answers to the customisation form: defaults, writing answers,
 * and applying them to the design (materials, variations, colorways and decals).
 */

type Config = CombinationConfig;

/** 002 §4: whether a field's type answers with its first option by default. */
export const defaultsToFirstOption = (field: Pick<Field, 'type'>): boolean =>
  (FIELD_TYPES_DEFAULTING_TO_FIRST_OPTION as readonly string[]).includes(field.type);

/**
 * 001 §5, 002 §4: a field's default answer: its first option for materialSelect (first
 * material), colorwaySelect, variationSelect (decision: its defaultValue when set) and
 * sizeSelect (first available size); undefined for other types or no options.
 */
export const defaultAnswerFor = (field: Field): FormAnswerValue | undefined => {
  switch (field.type) {
    case 'materialSelect':
      return field.materialOptions[0];
    case 'colorwaySelect':
      return field.options[0]?.value;
    case 'variationSelect':
      return field.defaultValue ?? field.options[0]?.value;
    case 'sizeSelect':
      return field.availableSizes[0]?.value;
    default:
      return undefined;
  }
};

/** The first-option defaults of every field that has one. */
export const firstOptionDefaults = (form: Pick<Form, 'fields'>): FormAnswerMap => {
  const defaults: FormAnswerMap = {};
  for (const field of form.fields) {
    const answer = defaultAnswerFor(field);
    if (answer !== undefined) defaults[field.id] = answer;
  }
  return defaults;
};

/**
 * 002 §4 "reloads defaults": the form's default answers, each field's first option
 * filled in where the creator has not set a default. Returns a new form.
 */
export const withDefaultAnswers = (form: Form): Form => ({
  ...form,
  answers: { ...form.answers, defaults: { ...firstOptionDefaults(form), ...form.answers.defaults } },
});

/** 002 §4: the working answers. */
export const currentAnswers = (form: Pick<Form, 'answers'>): FormAnswerMap => form.answers.current;

/**
 * 002 §4: answering writes the current answer, and also the default answer when not in
 * fill mode (the creator setting up the form sets the defaults by answering).
 */
export const setAnswer = (
  form: Form,
  fieldId: string,
  value: FormAnswerValue,
  options: { readonly fillMode: boolean },
): Form => ({
  ...form,
  answers: {
    current: { ...form.answers.current, [fieldId]: value },
    defaults: options.fillMode ? form.answers.defaults : { ...form.answers.defaults, [fieldId]: value },
  },
});

/** Removes a field's answers (current and default), e.g. when the field is deleted. */
export const clearAnswer = (form: Form, fieldId: string): Form => {
  const { [fieldId]: _current, ...current } = form.answers.current;
  const { [fieldId]: _default, ...defaults } = form.answers.defaults;
  return { ...form, answers: { current, defaults } };
};

/** A decal answer: a url, or an option {url, name}. */
const decalAnswer = (value: FormAnswerValue): { url: string; name?: string } | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : { url: value };
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.url === 'string') {
    return typeof value.name === 'string' ? { url: value.url, name: value.name } : { url: value.url };
  }
  return null;
};

/** Applies one field's answer to the design (see {@link applyAnswers}). */
export const applyAnswer = (config: Config, field: Field, value: FormAnswerValue): Config => {
  switch (field.type) {
    case 'materialSelect': {
      if (typeof value !== 'string') return config;
      if (field.materialOptions.length > 0 && !field.materialOptions.includes(value)) return config;
      return {
        ...config,
        parts: config.parts.map((part) =>
          field.targetParts.includes(part.value) ? { ...part, default: value } : part,
        ),
      };
    }
    case 'variationSelect':
      return typeof value === 'string' && field.targetVariation !== undefined
        ? applyVariantOption(config, field.targetVariation, value)
        : config;
    case 'colorwaySelect':
      return typeof value === 'string' && field.targetColorway !== undefined
        ? chooseGroupOption(config, field.targetColorway, value)
        : config;
    case 'decalLayerConfig': {
      const decal = decalAnswer(value);
      if (decal === null || field.targetDecalId === undefined) return config;
      return {
        ...config,
        decals: {
          ...config.decals,
          placed: config.decals.placed.map((placed) =>
            placed.value === field.targetDecalId
              ? {
                  ...placed,
                  material_config: { ...placed.material_config, map: decal.url },
                  ...(decal.name === undefined ? {} : { text: decal.name }),
                }
              : placed,
          ),
        },
      };
    }
    default:
      return config;
  }
};

/**
 * 002 §4 applying answers to the design:
 * - materialSelect sets its target parts' default material (one of its options, when it lists any);
 * - variationSelect makes the option the variation's current one and shows or hides
 *   the parts the option lists;
 * - colorwaySelect sets the group's default option and its parts' materials;
 * - decalLayerConfig sets the target placed decal's image (material_config.map) and,
 *   for an option with a name, its text. Decision: the decal's `value` is its id and
 *   is kept, since changing it would break the field's targetDecalId.
 * Answers to unknown fields and to other types leave the design as it is. The answers
 * default to the form's current answers.
 */
export const applyAnswers = (config: Config, answers: FormAnswerMap = config.form.answers.current): Config =>
  config.form.fields.reduce((design, field) => {
    const value = answers[field.id];
    return value === undefined ? design : applyAnswer(design, field, value);
  }, config);

/** Whether any answer has been given. */
export const hasAnswers = (answers: FormAnswerMap): boolean => Object.keys(answers).length > 0;

/**
 * 000 §4, 002 §2: the client view of the form: once answers exist, sections collapse
 * and the detail panel switches to 3D.
 */
export const clientFormView = (
  answers: FormAnswerMap,
): { readonly sectionsCollapsed: boolean; readonly switchTo3d: boolean } => {
  const answered = hasAnswers(answers);
  return { sectionsCollapsed: answered, switchTo3d: answered };
};
