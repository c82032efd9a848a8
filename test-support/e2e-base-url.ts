/** The address of the store the browser tests run against (scripts/e2e-server.mjs on E2E_PORT). */
export const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 4399)}`;
