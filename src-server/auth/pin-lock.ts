import type { FastifyReply } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { LoginLockout } from './login-lockout.ts';

/** 429 with the wait in the message and in `Retry-After` while the pin is locked. */
export async function assertPinNotLocked(lockout: LoginLockout, pin: string, reply: FastifyReply): Promise<void> {
  const seconds = await lockout.retryAfterSeconds(pin);
  if (seconds === 0) return;
  reply.header('retry-after', String(seconds));
  throw new ApiError('too_many_requests', { params: { seconds } });
}
