import type {
  CombinationConfig,
  EditRole,
  Field,
  FieldOfType,
  Form,
  FormAnswerMap,
  FormAnswerValue,
  Section,
} from '@atelier/schema';
import { FREE_DECAL_UNLIMITED } from '@atelier/schema';
import { applyAnswer } from './answers';
import { newPlacedDecal } from './decal-layers';

/**
 * Issue 17, 002 §3, §6: the form a shopper answers. The creator's own fields when the form
 * is enabled for the role, plus VIRTUAL fields for what the creator left open outside the
 * form: colourways and variations whose enabledEditForRoles let the role edit, placed decals
 * with editable_consumer, and the free decals of decals.setup.free_decal. Virtual fields
 * are never stored; they are derived from the design each time, in one virtual section
 * ('section_design', placed first).
 */

export const DESIGN_SECTION_ID = 'section_design';
/** free_decal -1 (unlimited) offers this many free decal fields (docs/decisions.md). */
export const UNLIMITED_FREE_DECAL_FIELDS = 3;
/** 002 §5: a decal layer's image formats (png, jpeg, webp when adding a layer) and 5 MB. */
const VIRTUAL_DECAL_FORMATS = ['jpg', 'png', 'webp'] as const;
const VIRTUAL_DECAL_MAX_MB = 5;
const FREE_DECAL_PREFIX = 'field_freedecal_';
/** The placed decal a free decal field adds is named after the field (stable, so re-answering replaces it). */
export const freeDecalValue = (n: number): string => `freedecal_${n}`;

const DESIGN_SECTION: Section = {
  id: DESIGN_SECTION_ID,
  title: { en: 'Design', 'zh-TW': '設計' },
  collapsed: false,
  items: [],
};

/** Field ids follow FieldIdSchema (^field_[A-Za-z0-9_-]+$); other characters become '_'. */
const sanitise = (text: string): string => text.replace(/[^A-Za-z0-9_-]/g, '_');

/** 002 §6: enabledEditForRoles missing or empty means allowed. */
const roleMayEdit = (roles: readonly EditRole[] | undefined, role: EditRole): boolean =>
  roles === undefined || roles.length === 0 || roles.includes(role);

const base = (id: string, title: Field['title']) => ({
  id,
  title,
  required: false,
  sectionId: DESIGN_SECTION_ID,
});

const virtualDecalField = (
  id: string,
  title: Field['title'],
  targetDecalId: string | undefined,
  urlOptions: { name: string; url: string }[],
): FieldOfType<'decalLayerConfig'> => ({
  ...base(id, title),
  type: 'decalLayerConfig',
  ...(targetDecalId === undefined ? {} : { targetDecalId }),
  urlOptions,
  allowCustomUpload: true,
  maxFileSize: VIRTUAL_DECAL_MAX_MB,
  allowedFormats: [...VIRTUAL_DECAL_FORMATS],
  allowTextOverlay: false,
  textOverlayOptions: { fonts: [], colors: [], maxLength: 50 },
  uploadEndpoint: '/api/upload/decal',
});

/** How many free decal fields free_decal offers: none, that many, or 3 for unlimited. */
export const freeDecalFieldCount = (freeDecal: number): number =>
  freeDecal === FREE_DECAL_UNLIMITED ? UNLIMITED_FREE_DECAL_FIELDS : Math.max(0, freeDecal);

/** The virtual fields and their default answers (the design as it is now). */
const virtualFields = (
  config: CombinationConfig,
  formFields: readonly Field[],
  role: EditRole,
): { fields: Field[]; defaults: FormAnswerMap } => {
  const taken = new Set(config.form.fields.map((field) => field.id));
  const unique = (wanted: string): string => {
    let id = wanted;
    for (let n = 2; taken.has(id); n += 1) id = `${wanted}_${n}`;
    taken.add(id);
    return id;
  };
  const targeted = (
    type: Field['type'],
    key: 'targetColorway' | 'targetVariation' | 'targetDecalId',
    value: string,
  ) => formFields.some((field) => field.type === type && (field as Record<string, unknown>)[key] === value);
  const fields: Field[] = [];
  const defaults: FormAnswerMap = {};

  for (const group of config.groups) {
    if (group.options.length === 0 || !roleMayEdit(group.enabledEditForRoles, role)) continue;
    if (targeted('colorwaySelect', 'targetColorway', group.value)) continue;
    const id = unique(`field_colorway_${sanitise(group.value)}`);
    fields.push({
      ...base(id, group.name),
      type: 'colorwaySelect',
      targetColorway: group.value,
      options: group.options.map((option) => ({ value: option.oValue, label: option.oName })),
    });
    if (group.defaultOption !== undefined) defaults[id] = group.defaultOption;
  }

  for (const variant of config.variant) {
    if (variant.options.length === 0 || !roleMayEdit(variant.enabledEditForRoles, role)) continue;
    if (targeted('variationSelect', 'targetVariation', variant.id)) continue;
    const id = unique(`field_variation_${sanitise(variant.id)}`);
    const current =
      variant.options.find((option) => option.current === true)?.optionId ?? variant.defaultOptionId;
    fields.push({
      ...base(id, variant.name),
      type: 'variationSelect',
      targetVariation: variant.id,
      ...(current === undefined ? {} : { defaultValue: current }),
      options: variant.options.map((option) => ({ value: option.optionId, label: option.name })),
    });
    if (current !== undefined) defaults[id] = current;
  }

  // Only a consumer's flag exists on decals (editable_creator is the creation's creator's).
  for (const decal of config.decals.placed) {
    const open = role === 'consumer' ? decal.editable_consumer : decal.editable_creator;
    if (!open || targeted('decalLayerConfig', 'targetDecalId', decal.value)) continue;
    const id = unique(`field_decal_${sanitise(decal.value)}`);
    const map = decal.material_config.map;
    const current = map === undefined || map === '' ? [] : [{ name: decal.text, url: map }];
    fields.push(virtualDecalField(id, decal.text === '' ? decal.value : decal.text, decal.value, current));
  }

  const free = freeDecalFieldCount(config.decals.setup.free_decal);
  for (let n = 1; n <= free; n += 1) {
    const title = { en: `Your decal ${n}`, 'zh-TW': `自訂貼圖 ${n}` };
    fields.push(virtualDecalField(unique(`${FREE_DECAL_PREFIX}${n}`), title, undefined, []));
  }
  return { fields, defaults };
};

/**
 * Issue 17: the form `role` (a shopper: 'consumer') answers. The creator's fields and
 * sections only when form.enabledForRoles includes the role (002 §3, §6); then the virtual
 * fields in the 'Design' section, first. The answers' defaults include the design's current
 * colourway and variation choices, so answering nothing changes nothing.
 */
export const customerForm = (config: CombinationConfig, role: EditRole = 'consumer'): Form => {
  const { form } = config;
  const enabled = form.enabledForRoles.includes(role);
  const own = enabled ? form.fields : [];
  const virtual = virtualFields(config, own, role);
  const sections = enabled ? form.sections : [];
  return {
    ...form,
    fields: [...virtual.fields, ...own],
    sections: virtual.fields.length > 0 ? [DESIGN_SECTION, ...sections] : sections,
    answers: {
      defaults: { ...virtual.defaults, ...(enabled ? form.answers.defaults : {}) },
      current: enabled ? form.answers.current : {},
    },
  };
};

/** Whether a field is one of the free decal fields (its answer adds a decal). */
export const isFreeDecalField = (field: Pick<Field, 'id' | 'type'>): boolean =>
  field.type === 'decalLayerConfig' && field.id.startsWith(FREE_DECAL_PREFIX);

const decalUrl = (value: FormAnswerValue): string | null => {
  const url =
    typeof value === 'string'
      ? value
      : value !== null && typeof value === 'object' && !Array.isArray(value)
        ? value.url
        : undefined;
  return typeof url === 'string' && url.trim() !== '' ? url : null;
};

/**
 * 002 §4, §9: a free decal answer adds a placed decal on decals.setup.default_part_key at
 * the default new layer placement (middle, quarter size). Its value is fixed per field, so
 * answering again replaces the image instead of adding another decal.
 */
const applyFreeDecal = (
  config: CombinationConfig,
  field: Field,
  value: FormAnswerValue,
): CombinationConfig => {
  const url = decalUrl(value);
  if (url === null) return config;
  const target = freeDecalValue(Number(field.id.slice(FREE_DECAL_PREFIX.length).split('_')[0]));
  const existing = config.decals.placed.find((decal) => decal.value === target);
  const decal = existing ?? newPlacedDecal(target, config.decals.setup.default_part_key);
  const name = typeof value === 'object' && value !== null && !Array.isArray(value) ? value.name : undefined;
  const placed = {
    ...decal,
    text: typeof name === 'string' ? name : decal.text,
    material_config: { ...decal.material_config, map: url },
  };
  return {
    ...config,
    decals: {
      ...config.decals,
      placed: existing
        ? config.decals.placed.map((each) => (each.value === target ? placed : each))
        : [...config.decals.placed, placed],
    },
  };
};

/**
 * Issue 17: applies answers of the customer form (its own and virtual fields) to the design,
 * in the form's field order. Answers to fields the customer form does not have are ignored.
 */
export const applyCustomerAnswers = (
  config: CombinationConfig,
  answers: FormAnswerMap,
  role: EditRole = 'consumer',
): CombinationConfig =>
  customerForm(config, role).fields.reduce((design, field) => {
    const value = answers[field.id];
    if (value === undefined) return design;
    return isFreeDecalField(field) ? applyFreeDecal(design, field, value) : applyAnswer(design, field, value);
  }, config);
