/** A signed-in user keeps this many devices; older tokens are dropped when a new one arrives. */
export const MAX_TOKENS_PER_USER = 10;

/** User agents are stored for the admin's information only; long ones are cut. */
export function trimUserAgent(userAgent: string | null | undefined): string {
  return (userAgent ?? '').slice(0, 512);
}
