import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * GitHub's OAuth web flow and the two API calls the store makes, on loopback: the
 * authorize page sends the browser straight back with a code, the token endpoint checks
 * client credentials and code, /user and /user/emails answer for the token. Set `profile`
 * before a sign-in. Point GITHUB_URL and GITHUB_API_URL at `url`.
 */
export type GithubProfile = { id: number; login: string; name: string | null; emails: { email: string; primary: boolean; verified: boolean }[] };
export type FakeGithub = { url: string; profile: GithubProfile; tokenRequests: URLSearchParams[]; close(): Promise<void> };

export async function startFakeGithub(options: { port?: number; clientId: string; clientSecret: string }): Promise<FakeGithub> {
  const codes = new Map<string, GithubProfile>();
  const tokens = new Map<string, GithubProfile>();
  const fake = { profile: { id: 1, login: 'octo', name: 'Octo Cat', emails: [] } as GithubProfile, tokenRequests: [] as URLSearchParams[] };
  const send = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/login/oauth/authorize') {
      const code = `code-${codes.size + 1}-${Date.now()}`;
      codes.set(code, fake.profile);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      fake.tokenRequests.push(form);
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      const profile = codes.get(form.get('code') ?? '');
      if (req.headers.authorization !== expected || !profile) return send(res, 400, { error: 'bad_verification_code' });
      codes.delete(form.get('code')!);
      const token = `gho_${tokens.size + 1}_${Date.now()}`;
      tokens.set(token, profile);
      return send(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const profile = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!profile) return send(res, 401, { message: 'Bad credentials' });
    if (url.pathname === '/user') return send(res, 200, { id: profile.id, login: profile.login, name: profile.name, avatar_url: null });
    if (url.pathname === '/user/emails') return send(res, 200, profile.emails);
    return send(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
