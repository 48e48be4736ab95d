// The types of lib.mjs, for the bench scripts written in TypeScript.
import type { ChildProcess } from 'node:child_process';

export declare const root: string;
export declare const builtApi: string;
export declare function stringOptions<const T extends Record<string, string>>(defaults: T): { [K in keyof T]: string };
export declare function startBuiltApi(env: Record<string, string>): ChildProcess;
export declare function waitUntilHealthy(
  base: string,
  opts: { tries: number; everyMs: number; failure: string; gaveUp?: () => string | undefined },
): Promise<void>;
