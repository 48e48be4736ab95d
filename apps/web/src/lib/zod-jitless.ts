// zod 4 compiles object parsers with `new Function` once it finds eval allowed, and finds out by trying
// it: under our CSP (no 'unsafe-eval', decision 021) each try is a reported violation. Its documented
// switch `z.config({ jitless: true })` writes this global (zod/v4/core/core.js reads
// `globalThis.__zod_globalConfig`, shared by every copy of zod); set here, before any chunk loads zod,
// so the first load of public pages does not carry zod (CONTRIBUTING.md). e2e/csp.spec.ts fails if a
// zod upgrade stops reading it.
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
