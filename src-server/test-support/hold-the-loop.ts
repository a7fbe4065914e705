/** Holds this process's event loop for `ms`, as a long synchronous step or a starved CPU would. */
export function holdTheLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}
