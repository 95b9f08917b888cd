import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { expect, it } from 'vitest';
import { useAppStore } from '../store/store';
import { useMoney } from './useMoney';

it('formats HKD cents in British English with a space, and converts to the chosen currency', () => {
  const { result } = renderHook(() => useMoney());
  expect(result.current(128000)).toBe('HK$ 1,280.00');
  act(() => useAppStore.getState().setPreferences({ currency: 'JPY' }));
  expect(result.current(128000)).toMatch(/^JP¥ 25,11\d$/);
  act(() => useAppStore.getState().setPreferences({ currency: 'HKD' }));
});
