/**
 * A response as the browser receives it: the output of its contract schema after JSON, where every
 * Date is an ISO string. (z.input is no use for responses: coerced ids are typed unknown there.)
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
