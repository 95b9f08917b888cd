import { expect, test } from 'vitest';
import { PACKAGE } from './index';
test('entry', () => expect(PACKAGE).toBe('@atelier/schema'));
