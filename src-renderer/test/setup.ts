import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy*` and `waitFor` wait for their condition at most this long. Testing Library's 1 s
// default assumes an idle machine; on the shared 2-core build machines a page's first render
// under load takes longer, and a test must only fail when the condition never comes. Lazily
// loaded chunks a test waits for are loaded beforehand (`preload-routes.ts`, the tests' own
// `beforeAll` imports), so this covers rendering, not compiling.
configure({ asyncUtilTimeout: 10_000 });

// Each test starts with an empty DOM and empty storage: persisted atoms must not leak between tests.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
