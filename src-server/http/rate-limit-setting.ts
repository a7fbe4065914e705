/** Requests allowed per key and window (docs/configuration.md, docs/security.md). */
export interface RateLimitSetting {
  max: number;
  timeWindowMs: number;
}
