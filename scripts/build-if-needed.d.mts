export declare function buildIfNeeded(opts?: { only?: string[] }): void;
