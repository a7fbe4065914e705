import type { FastifyReply } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { LoginLockout } from './login-lockout.ts';

/**
 * 429 with the wait in `Retry-After` while the pin is locked: after guesses, the wait in seconds;
 * after a day's face checks that saw no live person, the hours and where to identify in person.
 */
export async function assertPinNotLocked(lockout: LoginLockout, pin: string, reply: FastifyReply): Promise<void> {
  const lock = await lockout.lockOf(pin);
  if (!lock) return;
  reply.header('retry-after', String(lock.seconds));
  if (lock.reason === 'not_live') throw new ApiError('face_check_locked', { params: { hours: Math.ceil(lock.seconds / 3600) } });
  throw new ApiError('too_many_requests', { params: { seconds: lock.seconds } });
}
