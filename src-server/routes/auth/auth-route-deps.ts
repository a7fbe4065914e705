import type { LoginDeps, LoginRateLimit } from '../../auth/login-deps.ts';
import type { Db } from '../../db/database.ts';
import type { NonceStore } from '../../liveness/nonce-store.ts';
import type { LivenessTokenSigner } from '../../liveness/token-signer.ts';
import type { SessionService } from '../../sessions/session-service.ts';

/** What the identity and session routes are given (from the application context, routes/route-tree.ts). */
export interface AuthRouteDeps {
  db: Db;
  login: LoginDeps;
  sessions: SessionService;
  /** The liveness service's own signer and nonces: the auth call verifies what it issued. */
  liveness: { signer: LivenessTokenSigner; nonces: NonceStore };
  maintenance: () => Promise<boolean>;
  loginRateLimit: LoginRateLimit;
  now: () => Date;
}
