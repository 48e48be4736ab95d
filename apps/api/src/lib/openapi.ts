import { errorBody } from '@triptender/contract/common';

/** Response schemas for the error statuses a route can answer with. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof errorBody> {
  return Object.fromEntries(codes.map((c) => [c, errorBody])) as Record<C, typeof errorBody>;
}

/** The OpenAPI security of a route that needs a login: the bearer scheme plugins/openapi.ts declares. */
export const security = [{ bearer: [] }];
