import type { LivenessSocketErrorCode } from '../../../src-domain/liveness/socket-errors.ts';
import type { SocketEnd } from './socket-end.ts';

/** Spec §4.4: the face dialog gives up after 123 s; the login closes it and shows the error dialog. */
export class FaceCheckTimeoutError extends Error {
  constructor() {
    super('The face check timed out');
    this.name = 'FaceCheckTimeoutError';
  }
}

/** The server ended the check for good (a reason reconnecting cannot fix, docs/liveness.md). */
export class FaceCheckFailedError extends Error {
  readonly code: LivenessSocketErrorCode | null;
  /** The reason in the person's language, when the server gave or implied one (the login shows it). */
  readonly userMessage: string | undefined;

  constructor(end: SocketEnd) {
    super(end.message ?? `The face check failed: ${end.code ?? 'connection refused'}`);
    this.name = 'FaceCheckFailedError';
    this.code = end.code;
    this.userMessage = end.message;
  }
}
