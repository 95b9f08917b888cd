import { describe, expect, it } from 'vitest';
import { checkContact, problemsFromIssues } from './checkContact';

const good = { name: 'Ada', email: 'ada@example.test', order: '', message: 'Where is my parcel, please?' };

describe('checkContact', () => {
  it('accepts a complete message, the order being optional', () => {
    expect(checkContact(good)).toEqual({});
    expect(checkContact({ ...good, email: ' ada@example.test ' })).toEqual({});
  });

  it('names every field that is wrong', () => {
    expect(checkContact({ name: ' ', email: 'ada@', order: '', message: 'short' })).toEqual({
      name: 'contact.nameRequired',
      email: 'contact.emailInvalid',
      message: 'contact.messageShort',
    });
    expect(checkContact({ ...good, email: 'ada.example.test' }).email).toBe('contact.emailInvalid');
  });

  it('keeps the message between 10 and 5000 characters, spaces around not counted', () => {
    expect(checkContact({ ...good, message: '   123456789   ' }).message).toBe('contact.messageShort');
    expect(checkContact({ ...good, message: '1234567890' }).message).toBeUndefined();
    expect(checkContact({ ...good, message: 'x'.repeat(5000) }).message).toBeUndefined();
    expect(checkContact({ ...good, message: 'x'.repeat(5001) }).message).toBe('contact.messageLong');
  });

  it("reads the API's field issues as the form's messages", () => {
    expect(problemsFromIssues([{ path: 'email' }, { path: 'name' }, { path: 'other' }])).toEqual({
      email: 'contact.emailInvalid',
      name: 'contact.nameRequired',
    });
  });
});
