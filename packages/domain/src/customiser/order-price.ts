import type {
  CheckboxField,
  Field,
  Form,
  FormAnswerMap,
  FormAnswerValue,
  MoneyMinor,
  PriceAdjustment,
} from '@atelier/schema';
import { roundHalfUp } from '../shared/immutable';
import type { Message } from '../messages';
import { message } from '../messages';

/**
 * 002 §3, §5 the price of a customised order: option and checkbox extra prices (a
 * fixed amount in cents or a percentage of the base price), number price ranges and a
 * checkbox's maximum selections. All in integer HKD cents, never negative.
 */

/** One extra price in cents: a fixed amount, or a percentage of the base price rounded to the cent. */
export const adjustmentAmount = (
  adjustment: Pick<PriceAdjustment, 'type' | 'value'>,
  basePrice: MoneyMinor,
): MoneyMinor =>
  adjustment.type === 'fixed'
    ? Math.max(0, roundHalfUp(adjustment.value))
    : Math.max(0, roundHalfUp((basePrice * adjustment.value) / 100));

/** The option ids an answer selects (a single id or a list of ids). */
const selectedIds = (answer: FormAnswerValue | undefined): string[] => {
  if (typeof answer === 'string') return [answer];
  if (Array.isArray(answer)) return answer.filter((value): value is string => typeof value === 'string');
  return [];
};

/** 002 §5: a checkbox's selections, the first maxSelections of them when it has a limit. */
export const limitSelections = (
  field: Pick<CheckboxField, 'maxSelections'>,
  ids: readonly string[],
): string[] => {
  const unique = [...new Set(ids)];
  return field.maxSelections === undefined ? unique : unique.slice(0, field.maxSelections);
};

/**
 * 002 §3: the extra price one answer adds: the chosen option's (radio), the chosen
 * options' (checkbox, at most maxSelections), or the first price range containing the
 * number (number field). Other types add nothing.
 */
export const fieldExtraPrice = (
  field: Field,
  answer: FormAnswerValue | undefined,
  basePrice: MoneyMinor,
): MoneyMinor => {
  switch (field.type) {
    case 'option':
    case 'checkbox': {
      const ids =
        field.type === 'checkbox'
          ? limitSelections(field, selectedIds(answer))
          : selectedIds(answer).slice(0, 1);
      return ids.reduce((sum, id) => {
        const extra = field.options.find((option) => option.id === id)?.extraPrice;
        return sum + (extra === undefined ? 0 : adjustmentAmount(extra, basePrice));
      }, 0);
    }
    case 'number': {
      if (typeof answer !== 'number' || !Number.isFinite(answer)) return 0;
      const range = field.priceRanges.find((each) => answer >= each.rangeStart && answer <= each.rangeEnd);
      return range === undefined ? 0 : adjustmentAmount(range, basePrice);
    }
    default:
      return 0;
  }
};

/** 002 §3: the extras of every answered field, in cents. */
export const answersExtraPrice = (
  form: Pick<Form, 'fields'>,
  answers: FormAnswerMap,
  basePrice: MoneyMinor,
): MoneyMinor =>
  form.fields.reduce((sum, field) => sum + fieldExtraPrice(field, answers[field.id], basePrice), 0);

/** 002 §3: the unit price of a customised creation: its price plus the answers' extras. */
export const customisedUnitPrice = (
  basePrice: MoneyMinor,
  form: Pick<Form, 'fields'>,
  answers: FormAnswerMap,
): MoneyMinor => Math.max(0, basePrice) + answersExtraPrice(form, answers, basePrice);

/** The price of `amount` customised pieces. */
export const customisedOrderPrice = (
  basePrice: MoneyMinor,
  form: Pick<Form, 'fields'>,
  answers: FormAnswerMap,
  amount: number,
): MoneyMinor => customisedUnitPrice(basePrice, form, answers) * Math.max(0, Math.floor(amount));

/** 002 §5: whether another option may be ticked (no limit, or fewer than maxSelections ticked). */
export const canSelectMore = (
  field: Pick<CheckboxField, 'maxSelections'>,
  selected: readonly string[],
): boolean => field.maxSelections === undefined || selected.length < field.maxSelections;

/**
 * 002 §5: ticks or unticks a checkbox option. Ticking beyond maxSelections is refused
 * with a message and the selection unchanged.
 */
export const toggleCheckboxOption = (
  field: Pick<CheckboxField, 'maxSelections'>,
  answer: FormAnswerValue | undefined,
  optionId: string,
): { readonly selected: string[]; readonly message: Message | null } => {
  const selected = selectedIds(answer);
  if (selected.includes(optionId))
    return { selected: selected.filter((id) => id !== optionId), message: null };
  if (!canSelectMore(field, selected)) {
    return { selected, message: message('formInput.maxSelections', { max: field.maxSelections as number }) };
  }
  return { selected: [...selected, optionId], message: null };
};
