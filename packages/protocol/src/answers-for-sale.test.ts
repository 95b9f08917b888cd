import { chooseColorwayOption } from '@atelier/domain';
import type { DesignDocument } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { answersForSale } from './answers-for-sale';
import { sampleDesign } from './test/harness';

/** The design with a colourway group a host added to what it shows (`patchDesign`). */
function withHostGroup(design: DesignDocument): DesignDocument {
  const group = design.config.groups[0]!;
  return {
    ...design,
    config: {
      ...design.config,
      groups: [...design.config.groups, { ...group, value: 'group_host', name: 'Host' }],
    },
  };
}

describe('answersForSale (issue 20)', () => {
  it("carries a colourway chosen through a design function: its field's answer", () => {
    const sold = sampleDesign();
    const shown = chooseColorwayOption(sold, 'group_main', 'opt_sand');
    expect(answersForSale(shown, sold.config)).toEqual({
      ...sold.config.form.answers.current,
      field_1714550400006_colour: 'opt_sand',
    });
  });

  it("leaves out answers to fields the stored creation does not have (a host's own colourway)", () => {
    const sold = sampleDesign();
    const shown = chooseColorwayOption(withHostGroup(sold), 'group_host', 'opt_sand');
    expect(shown.config.form.answers.current['field_colorway_group_host']).toBe('opt_sand');
    expect(answersForSale(shown, sold.config)).toEqual(sold.config.form.answers.current);
  });

  it('keeps every answer of a design a host sent (no stored creation)', () => {
    const shown = chooseColorwayOption(withHostGroup(sampleDesign()), 'group_host', 'opt_sand');
    expect(answersForSale(shown, null)).toBe(shown.config.form.answers.current);
  });
});
