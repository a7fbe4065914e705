import type { Plugin } from 'vite';

const ROUTE_STATUS = /src-renderer\/app\/route-status\.ts$/;
const SUMMARY = /\bsummary:\s*'(?:[^'\\]|\\.)*'/g;

/**
 * `route-status.ts` is the one list of routes for the route table, the routing rules and the
 * status table of docs/status.md (plain data, so Node scripts read it too). Its `summary` texts are English prose
 * for that table only, and the routing rules put the whole list in the first download of every
 * page: the browser build empties them (docs/performance.md). Nothing in the renderer reads them.
 */
export function stripRouteSummaries(): Plugin {
  return {
    name: 'e-notary:strip-route-summaries',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: ROUTE_STATUS },
      handler(code, id) {
        if (!ROUTE_STATUS.test(id)) return null;
        return { code: code.replace(SUMMARY, "summary: ''"), map: null };
      },
    },
  };
}
