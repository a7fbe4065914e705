// Minimal typing of the part of autocannon the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  /** One request of a sequence each connection sends in turn (`requests`). */
  interface Request {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Shapes the request from the connection's own context (e.g. the token it holds). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    /** Sees the answer: its status, body and headers, with the connection's context. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }
  interface Options {
    url: string;
    /** Seconds after which a request without an answer counts as a time-out (default 10). */
    timeout?: number;
    requests?: Request[];
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Called once per connection, e.g. to give each connection its own headers. */
    setupClient?: (client: { setHeaders(headers: Record<string, string>): void }) => void;
  }
  /** The run under way: its result when it ends, and a way to end it early. */
  interface Instance extends Promise<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Result, Options, Request, Instance };
}
