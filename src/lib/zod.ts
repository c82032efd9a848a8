import { z } from 'zod';

/**
 * Zod for src/lib (shared with islands). Jitless: otherwise the first object parse probes
 * `new Function('')`, which our CSP (no 'unsafe-eval') blocks and Chrome reports as an issue
 * (Lighthouse best practices: inspector-issues). The compiled fast path only pays off on hot server loops.
 */
z.config({ jitless: true });

export { z };
