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
  interface Options {
    url: string;
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
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Result, Options };
}
