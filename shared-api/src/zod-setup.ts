import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` after probing whether eval is allowed; under the suite's
 * Content-Security-Policy (no 'unsafe-eval') that probe is reported as a CSP violation on every page load.
 * In the browser we switch the JIT off before any schema is built (this module is imported first by the
 * package's entry points); the server keeps the faster JIT.
 */
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });
