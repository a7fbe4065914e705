import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { BUILD_ID_META } from '../src-domain/http/build-id.ts';

/**
 * Writes the build's id into index.html (and so into every prerendered page made from it) as
 * `<meta name="build-id">`: a hash of the names of every file the build wrote, which are content
 * hashes, so any change of code or style gives a new id. The server reads it back and sends it
 * with every API answer (src-server/plugins/web-build-id.ts); a page comparing the two knows it
 * is from an older deployment (spec §8 page-expired notice).
 */
export function buildIdPlugin(): Plugin {
  return {
    name: 'enotary:build-id',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const files = Object.keys(context.bundle)
          .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
          .sort();
        const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
        return [{ tag: 'meta', attrs: { name: BUILD_ID_META, content: id }, injectTo: 'head' }];
      },
    },
  };
}
