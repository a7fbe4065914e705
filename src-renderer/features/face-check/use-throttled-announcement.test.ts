import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledAnnouncement } from './use-throttled-announcement.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useThrottledAnnouncement (a polite live region that does not flood screen readers)', () => {
  it('says the first text at once and at most one change per interval, the latest winning', () => {
    const { result, rerender } = renderHook(({ text }) => useThrottledAnnouncement(text, 3_000), { initialProps: { text: 'Move closer' } });
    expect(result.current).toBe('Move closer');
    rerender({ text: 'Camera further left' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('Camera further left');
    rerender({ text: 'Camera higher' });
    act(() => vi.advanceTimersByTime(1_000));
    rerender({ text: 'Continue' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('Camera further left');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('Continue');
  });
});
