import { act } from '@testing-library/react';

/**
 * Lets everything already under way finish — pending promises (an API call the component
 * started), state updates and effects — before a test asserts that something did NOT happen.
 * A macrotask runs only after every queued microtask, whatever the machine's load, so this waits
 * for a condition, not for a length of time.
 */
export function settle(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
