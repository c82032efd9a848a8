/** negotiator ships no types; the edge cache uses only its encoding choice (with the server's preference order). */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: string[], preferred?: string[]): string | undefined;
  }
}
