import { rendererProject } from './vitest.config.ts';

/** The renderer's test files that mock a module, each isolated (vitest.config.ts says why). */
export default rendererProject('mocked');
