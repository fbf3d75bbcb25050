import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Errors are values with a stable code until the edge; the client translates the code.
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...details } };
}
