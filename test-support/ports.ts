/**
 * Ports of the servers tests start. TEST_PORT_OFFSET moves them all, so two checkouts on one
 * machine (or two CI jobs) can run the server tests at the same time.
 */
export function testPort(port: number): number {
  return port + Number(process.env.TEST_PORT_OFFSET ?? 0);
}
