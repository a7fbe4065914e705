import type { Page } from '@playwright/test';

type ProbeWindow = Window & { __e2eFiberRoots?: Set<{ current: unknown }> };
type Fiber = { memoizedProps?: { client?: unknown } | null; child?: Fiber | null; sibling?: Fiber | null };
type QueryClientLike = { getQueryCache: () => { getAll: () => { queryKey: unknown; state: { data: unknown } }[] } };

/**
 * A minimal stand-in for the React DevTools extension, installed before the app loads: React
 * (production builds too) hands every committed tree to `__REACT_DEVTOOLS_GLOBAL_HOOK__`, so a
 * test can look at what lives only in memory — here the TanStack Query cache — without any hook
 * in the app itself.
 */
export async function installReactProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const roots = new Set<{ current: unknown }>();
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers,
        inject: (renderer: unknown) => {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { current: unknown }) => void roots.add(root),
      },
    });
    (window as ProbeWindow).__e2eFiberRoots = roots;
  });
}

/**
 * The keys (as JSON) of the queries holding data in the query caches of the page's React trees.
 * A query a mounted component only declared (disabled, never fetched) holds nothing and is left out.
 */
export function cachedQueries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isClient = (value: unknown): value is QueryClientLike =>
      typeof value === 'object' && value !== null && typeof (value as QueryClientLike).getQueryCache === 'function';
    const clients = new Set<QueryClientLike>();
    for (const root of (window as ProbeWindow).__e2eFiberRoots ?? []) {
      const stack: Fiber[] = [root.current as Fiber];
      while (stack.length > 0) {
        const fiber = stack.pop() as Fiber;
        const client = fiber.memoizedProps?.client;
        if (isClient(client)) clients.add(client);
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
    }
    return [...clients].flatMap((client) =>
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined)
        .map((query) => JSON.stringify(query.queryKey)),
    );
  });
}
