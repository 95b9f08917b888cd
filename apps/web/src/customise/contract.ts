/**
 * What the customer form's pieces agree on (issue 17): the answer inputs of the twelve field
 * types and the form view built from them serve the editor's form builder (preview and Fill
 * Mode) and the shopper's customisation on a creation's page alike.
 *
 * Answer shapes (stored in `FormAnswerMap`, keyed by field id; the domain validates, prices
 * and applies them, `packages/domain/src/customiser`):
 * - materialSelect: a material id; sizeSelect: a size value; variationSelect and
 *   colorwaySelect: an option value; colorSelect: '#rrggbb'; text: a string; number: a number;
 *   date: 'YYYY-MM-DD' (shown in the field's dateFormat).
 * - option: an option id, or with enableOther the shopper's own text; checkbox: a list of them.
 * - partSelect: a list of part ids (one for 'exclusive').
 * - decalLayerConfig: { url, name?, text?: { value, font?, color? } } (a bare url string is read too).
 * An absent answer is no answer: `onChange(undefined)` clears it.
 */
import type { Message, PrintGuardSetup } from '@atelier/domain';
import type {
  CombinationConfig,
  Field,
  Form,
  FormAnswerMap,
  FormAnswerValue,
  Material,
} from '@atelier/schema';

/** What an answer input needs besides its field and value. */
export interface AnswerContext {
  /** The design the form belongs to (part names, groups, variations, decals). */
  readonly config: CombinationConfig;
  /** The design's materials (names and thumbnails for materialSelect). */
  readonly materials: readonly Material[];
  /** The language titles are shown in (the creator's text in it, else English). */
  readonly language: string;
  /**
   * Stores a prepared decal image (already checked and converted) and resolves to its URL.
   * Absent: the decal field offers its URL options only, and says why (e.g. signed out).
   */
  readonly uploadImage?: (image: Blob, name: string) => Promise<string>;
  /**
   * Issue 20: the prebuild's print method and areas and the producer's DPI floor. Given, an
   * upload says what DPI it prints at where the design places it, warns under the method's
   * target and is refused under the floor (the server refuses it too).
   */
  readonly printGuard?: PrintGuardSetup;
}

/** One field's answer input. */
export interface FieldInputProps extends AnswerContext {
  readonly field: Field;
  readonly value: FormAnswerValue | undefined;
  /** Sets the answer; undefined clears it. */
  readonly onChange: (value: FormAnswerValue | undefined) => void;
  /** The problem to show at the field (domain message), or null. */
  readonly problem: Message | null;
  readonly disabled?: boolean;
  /** Prefix for element ids, unique on the page. */
  readonly idPrefix: string;
}

/** The form as a shopper (or the creator in Fill Mode) answers it: its sections, each a disclosure. */
export interface CustomerFormViewProps extends AnswerContext {
  /** The form to show: for a shopper the domain's customer form (consumer fields and what else is open). */
  readonly form: Form;
  readonly answers: FormAnswerMap;
  readonly onAnswer: (fieldId: string, value: FormAnswerValue | undefined) => void;
  /** Problems by field id (domain `answerProblems`); shown only where `showProblems` says. */
  readonly problems: Readonly<Record<string, Message>>;
  /** Show every problem (after an order attempt) or only those of fields already touched. */
  readonly showProblems: boolean;
  /** 'client' hides builder chrome; 'fill' is the builder's Fill Mode. */
  readonly mode: 'client' | 'fill';
  /** The open section (one at a time); null: all collapsed. 'unassigned' names the virtual section. */
  readonly openSection: string | null;
  readonly onOpenSection: (sectionId: string | null) => void;
}
