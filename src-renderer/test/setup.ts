import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts with an empty DOM and empty storage: persisted atoms must not leak between tests.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
