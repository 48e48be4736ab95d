// The part of autocannon's API the bench scripts use (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    '2xx': number;
    /** Responses per status code (autocannon 7+). */
    statusCodeStats?: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path?: string; setupRequest?: (req: { path: string }) => { path: string } }[];
  };
  /** The run: a promise of its result that also reports each response (responseTime in ms). */
  export type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
  };
  export default function autocannon(opts: Options): Instance;
}
