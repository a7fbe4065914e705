/**
 * The act wizard shows each type's steps, and a consent's subject form, from chunks it imports
 * lazily (features/act-editor/wizard/act-wizard.tsx, consent-subject-step.tsx). The first import
 * of a chunk in a test run also compiles it, which takes seconds on a loaded machine: a wizard
 * test file loads them in its `beforeAll`, under the hook's time-out, so its tests wait only for
 * what the page does. As preload-routes.ts for the route table.
 */
const CHUNKS = import.meta.glob(['../features/act-editor/wizard/*-steps.tsx', '../features/act-editor/*-form.tsx']);

export async function preloadWizardSteps(): Promise<void> {
  await Promise.all(Object.values(CHUNKS).map((load) => load()));
}
