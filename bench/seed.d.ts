export declare const BENCH_PASSWORD = 'bench-password';
