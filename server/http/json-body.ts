import { ApiError } from './api-error.ts';

/** A request's JSON body; one that does not parse is the caller's 400, never our 500. */
export function jsonOf(request: { json(): Promise<unknown> }): Promise<unknown> {
  return request.json().catch(() => {
    throw new ApiError(400, 'malformedJson', 'The request body is not valid JSON.');
  });
}
