import { CombinationConfigSchema, type FormAnswerMap, fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerForm } from '../customiser/customer-form';
import { checkLineAnswers } from './order-lines';

/**
 * The design (a creation's combination_config) and the customer-form answers are read from
 * what clients send: the parsers never throw, refuse what does not fit with a message per
 * field, and read every valid design back as itself.
 */

const design = () => CombinationConfigSchema.parse(fixtures.combinationConfig);

describe('design and form-answer fuzz', () => {
  it('reads combination_config without throwing, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true, maxDepth: 4 }), (value) => {
        expect(() => CombinationConfigSchema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 1_000 },
    );
  });

  it('round-trips a valid design through JSON and the parser', () => {
    const parsed = design();
    const again = CombinationConfigSchema.parse(JSON.parse(JSON.stringify(parsed)));
    expect(again).toEqual(parsed);
  });

  it('refuses a design with any one section replaced by a value of the wrong kind', () => {
    const sections = Object.keys(design()).filter((key) => key !== 'version');
    fc.assert(
      fc.property(
        fc.constantFrom(...sections),
        fc.oneof(fc.integer(), fc.boolean(), fc.string({ minLength: 1 }), fc.constant([1, 'x'])),
        (section, wrong) => {
          const parsed = CombinationConfigSchema.safeParse({ ...design(), [section]: wrong });
          if (!parsed.success)
            for (const issue of parsed.error.issues) expect(issue.message).toEqual(expect.any(String));
          // A section is a structure: a bare scalar or a mixed list never reads as one.
          expect(parsed.success, section).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('checks any answers against the form without throwing, and names each refused field', () => {
    const config = design();
    const form = customerForm(config);
    const fieldIds = form.fields.map((field) => field.id);
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(fc.constantFrom(...fieldIds), fc.string({ maxLength: 12 })),
          fc.jsonValue({ maxDepth: 3 }),
          {
            maxKeys: 6,
          },
        ),
        (answers) => {
          const issues = checkLineAnswers(form, answers as FormAnswerMap, config);
          for (const issue of issues) {
            expect(typeof issue.fieldId).toBe('string');
            expect(issue.message).toEqual(expect.any(String));
          }
          // An answer to a question the form does not ask is always refused.
          for (const key of Object.keys(answers))
            if (!fieldIds.includes(key)) expect(issues.map((issue) => issue.fieldId)).toContain(key);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
