import type { Plugin } from 'vite';

/**
 * Keeps what the entry loads anyway in one file.
 *
 * A module the entry imports statically and a lazy page imports too is loaded with the entry
 * whatever happens, yet Rolldown emits many such modules as small chunks of their own
 * (rolldown/rolldown#10731): the first visit then downloaded 19 files, and gzip compresses each
 * alone, about 2.5 KiB more than the same code in one file (docs/performance.md). This plugin
 * records, once the module graph is known, every module the entry reaches through static imports;
 * `codeSplitting` puts them in one `shell` chunk beside the entry. Lazy pages import from it, as
 * they imported from the small chunks, and nothing a lazy page alone needs joins it.
 */
const WHOLE_IN_ENTRY = /\/node_modules\/(react|jotai)\//;

export function entryShellChunk(): { plugin: Plugin; inShell: (id: string) => boolean } {
  let shell: ReadonlySet<string> = new Set();
  const plugin: Plugin = {
    name: 'e-notary:entry-shell-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const reached = new Set<string>();
      const visit = (id: string): void => {
        if (reached.has(id)) return;
        reached.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of entries) visit(id);
      // The entry (index.html) and the script it names (main.tsx) stay the entry chunk's own:
      // Vite's manifest and index.html point at that chunk.
      for (const id of entries) {
        reached.delete(id);
        for (const script of this.getModuleInfo(id)?.importedIds ?? []) reached.delete(script);
      }
      shell = reached;
    },
  };
  // A package's index re-exports all of it, so its every module is "reached" though the entry
  // uses little of it (TanStack Query's core is for the pages): of packages, only those the
  // entry runs whole join the shell.
  return { plugin, inShell: (id) => shell.has(id) && (!id.includes('/node_modules/') || WHOLE_IN_ENTRY.test(id)) };
}
