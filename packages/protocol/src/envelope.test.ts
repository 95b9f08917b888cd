import { describe, expect, it } from 'vitest';
import { PROTOCOL_NAME, PROTOCOL_VERSION, readEnvelope } from './index';

describe('message envelope', () => {
  const valid = { protocol: PROTOCOL_NAME, version: PROTOCOL_VERSION, instanceId: 'v1', type: 'opticEvent' };

  it('accepts the four message types of document 001 §7', () => {
    for (const type of ['opticAction', 'opticFunction', 'opticEvent', 'opticRaycaster']) {
      expect(readEnvelope({ ...valid, type })?.type).toBe(type);
    }
  });

  it('ignores foreign messages and malformed envelopes', () => {
    expect(readEnvelope('hello')).toBeNull();
    expect(readEnvelope({ ...valid, protocol: 'other' })).toBeNull();
    expect(readEnvelope({ ...valid, type: 'opticUnknown' })).toBeNull();
    expect(readEnvelope({ ...valid, instanceId: '' })).toBeNull();
    expect(readEnvelope({ ...valid, version: 0 })).toBeNull();
  });
});
