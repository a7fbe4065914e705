import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface TextPost {
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly timeoutMs: number;
}

/**
 * POSTs a text body and reads a JSON answer. Node's `request` rather than `fetch`, because
 * the verification service's contract names the site in the `Host` header, which `fetch`
 * always sets to the URL's host. Null for a transport failure, a timeout or a non-2xx status.
 */
export function postText(post: TextPost): Promise<unknown> {
  const send = post.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      post.url,
      { method: 'POST', headers: { ...post.headers, 'content-length': Buffer.byteLength(post.body) }, timeout: post.timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => resolve(null));
        res.on('end', () => {
          if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) return resolve(null);
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            resolve(null);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(null));
    req.end(post.body);
  });
}
