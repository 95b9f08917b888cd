import { describe, expect, it } from 'vitest';
import { formatMessage, message } from '../messages';
import {
  EDITOR_STEPS,
  EDITOR_STEP_LABELS,
  defaultStep,
  isStepChecked,
  nextStep,
  previousStep,
  showsNext,
  showsPrevious,
  stepDirection,
} from './steps';

describe('001 §4 step order', () => {
  it('is design, render, info, sale, preview, labelled Design, Render, Info, Sale, Review', () => {
    expect(EDITOR_STEPS).toEqual(['design', 'render', 'info', 'sale', 'preview']);
    expect(EDITOR_STEPS.map((step) => formatMessage(message(EDITOR_STEP_LABELS[step])))).toEqual([
      'Design',
      'Render',
      'Info',
      'Sale',
      'Review',
    ]);
  });

  it('moves forward and back one step', () => {
    expect(nextStep('design')).toBe('render');
    expect(nextStep('sale')).toBe('preview');
    expect(nextStep('preview')).toBeNull();
    expect(previousStep('render')).toBe('design');
    expect(previousStep('design')).toBeNull();
  });
});

describe('001 §4 previous and next visibility', () => {
  it('hides Previous on design and Next on preview', () => {
    expect(EDITOR_STEPS.map(showsPrevious)).toEqual([false, true, true, true, true]);
    expect(EDITOR_STEPS.map(showsNext)).toEqual([true, true, true, true, false]);
  });
});

describe('001 §4 check marks', () => {
  it('checks earlier steps only', () => {
    expect(EDITOR_STEPS.map((step) => isStepChecked(step, 'info'))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('checks every step while on preview', () => {
    expect(EDITOR_STEPS.map((step) => isStepChecked(step, 'preview'))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('001 §4 default step', () => {
  it('a new item without an id starts at design', () => {
    expect(defaultStep({})).toBe('design');
    expect(defaultStep({ id: '' })).toBe('design');
    expect(defaultStep({ id: null })).toBe('design');
  });

  it('an existing item starts at preview', () => {
    expect(defaultStep({ id: 'creation_midnight' })).toBe('preview');
  });
});

describe('001 §2 step animation direction', () => {
  it('slides forward, back or not at all', () => {
    expect(stepDirection('design', 'sale')).toBe(1);
    expect(stepDirection('preview', 'design')).toBe(-1);
    expect(stepDirection('info', 'info')).toBe(0);
  });
});
