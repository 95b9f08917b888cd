import type { ErrorCode } from './constants';

/** The error part of a reply: a stable code for programs and a message for people. */
export interface ProtocolErrorInfo {
  code: ErrorCode | (string & {});
  message: string;
  details?: unknown;
}

/**
 * What a failed request rejects with on the host side, and what an engine handler may
 * throw to answer a request with a specific code (any other throw is `handler_failed`).
 */
export class ProtocolError extends Error {
  readonly code: ErrorCode | (string & {});
  readonly details: unknown;

  constructor(code: ErrorCode | (string & {}), message: string, details?: unknown) {
    super(message);
    this.name = 'ProtocolError';
    this.code = code;
    this.details = details;
  }
}
