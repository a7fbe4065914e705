import { Agent, request as httpsRequest } from 'node:https';
import { TOKEN_HEADER } from '../../src-domain/http/api-error-codes.ts';

/** One request of a browser's round: anonymous, or carrying the browser's session token. */
export interface BrowserRequest {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  signedIn: boolean;
}

export interface BrowserLoadReport {
  /** Requests sent, answered or not. */
  requests: number;
  /** What came back, by kind and status. */
  byKind: Record<string, Record<string, number>>;
  /** Requests that got no answer: the connection failed, or no answer within the time-out. */
  errors: number;
  timeouts: number;
}

export interface BrowserLoad {
  /** Answers so far, of every kind. */
  answered(): number;
  /** Ends every browser's round after its request in flight; resolves with what was counted. */
  stop(): Promise<BrowserLoadReport>;
}

class NoAnswerInTime extends Error {}

/**
 * Browsers that go round `requests` through `origin` until stopped, each on its own kept-alive
 * TLS connection and with its own session token, taking the next token from every answer that
 * carries one (spec §7). Node's agent, as a browser, leaves a connection the server closed with
 * `Connection: close` (nginx does after `keepalive_requests` answers) and opens another: a load
 * tool that writes the next request onto such a connection loses it and counts the answers that
 * follow against the wrong requests.
 */
export function startBrowserLoad(options: {
  origin: string;
  requests: readonly BrowserRequest[];
  /** One session token per browser; a browser is started for each. */
  tokens: readonly string[];
  timeoutMs: number;
}): BrowserLoad {
  const url = new URL(options.origin);
  const report: BrowserLoadReport = { requests: 0, byKind: {}, errors: 0, timeouts: 0 };
  let stopped = false;

  const send = (agent: Agent, entry: BrowserRequest, token: string) =>
    new Promise<{ status: number; rotated: string | null }>((resolve, reject) => {
      const headers: Record<string, string> = { host: url.host };
      if (entry.signedIn) headers.authorization = `Bearer ${token}`;
      if (entry.body !== undefined) headers['content-type'] = 'application/json';
      const sent = httpsRequest(
        { agent, host: url.hostname, port: url.port, servername: url.hostname, method: entry.method, path: entry.path, headers, timeout: options.timeoutMs },
        (response) => {
          response.resume();
          response.once('end', () => {
            const rotated = response.headers[TOKEN_HEADER];
            resolve({ status: response.statusCode ?? 0, rotated: typeof rotated === 'string' ? rotated : null });
          });
          response.once('error', reject);
        },
      );
      sent.once('timeout', () => sent.destroy(new NoAnswerInTime()));
      sent.once('error', reject);
      sent.end(entry.body);
    });

  const browse = async (firstToken: string) => {
    // The stack's certificate is self-signed (tests/topology/certificate.ts): the load checks the
    // server's answers, not its certificate.
    const agent = new Agent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false });
    let token = firstToken;
    try {
      while (!stopped) {
        for (const entry of options.requests) {
          if (stopped) return;
          report.requests += 1;
          try {
            const { status, rotated } = await send(agent, entry, token);
            const counts = (report.byKind[entry.kind] ??= {});
            counts[String(status)] = (counts[String(status)] ?? 0) + 1;
            if (rotated) token = rotated;
          } catch (error) {
            if (error instanceof NoAnswerInTime) report.timeouts += 1;
            else report.errors += 1;
          }
        }
      }
    } finally {
      agent.destroy();
    }
  };

  const browsers = options.tokens.map((token) => browse(token));
  return {
    answered: () => Object.values(report.byKind).reduce((sum, statuses) => sum + Object.values(statuses).reduce((a, b) => a + b, 0), 0),
    stop: async () => {
      stopped = true;
      await Promise.all(browsers);
      return report;
    },
  };
}
