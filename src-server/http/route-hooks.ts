/**
 * A route's hooks (`route.onRequest`, `route.preValidation`, …, as an `onRoute` hook sees them)
 * with `hook` added last. Always a new array: a route's options, and so their arrays, may be
 * shared with the HEAD route Fastify adds beside a GET.
 */
export function withRouteHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  return [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook];
}
