import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

/**
 * A loopback HTTPS fake of the FCM HTTP v1 API
 * (there is no FCM emulator). firebase-admin keeps calling fcm.googleapis.com;
 * the agent returned here opens every TLS connection to this server instead, with
 * a self-signed certificate for those names, so the SDK's real code runs unchanged.
 */
export type FcmCall = { projectId: string; token: string; message: Record<string, unknown>; authorization: string };

export type FcmFake = {
  agent: https.Agent;
  calls: FcmCall[];
  /** Tokens answered with FCM's 404 UNREGISTERED. */
  unregistered: Set<string>;
  serviceAccount: string;
  /** Google's OAuth exchange ignores httpAgent: this credential hands out the token the fake expects. */
  credential: { getAccessToken(): Promise<{ access_token: string; expires_in: number }> };
  close(): Promise<void>;
};

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fcm-fake-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=googleapis.test',
      '-addext', 'subjectAltName=DNS:fcm.googleapis.com',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function unregisteredAnswer() {
  return {
    error: {
      code: 404,
      message: 'Requested entity was not found.',
      status: 'NOT_FOUND',
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
    },
  };
}

export async function startFcmFake(projectId = 'toonmart-test'): Promise<FcmFake> {
  const { key, cert } = selfSignedCertificate();
  const calls: FcmCall[] = [];
  const unregistered = new Set<string>();
  const server = https.createServer({ key, cert }, (req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '');
      if (!match || req.method !== 'POST') return send(404, { error: { code: 404, message: 'no such endpoint', status: 'NOT_FOUND' } });
      const { message } = JSON.parse(raw);
      calls.push({ projectId: match[1] ?? '', token: message.token, message, authorization: String(req.headers.authorization) });
      if (unregistered.has(message.token)) return send(404, unregisteredAnswer());
      send(200, { name: `projects/${match[1]}/messages/${calls.length}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new https.Agent({ keepAlive: false });
  agent.createConnection = ((options: tls.ConnectionOptions & { host?: string }) =>
    tls.connect({ ...options, host: '127.0.0.1', port, ca: cert, servername: options.servername ?? options.host })) as never;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: `push@${projectId}.iam.gserviceaccount.com`,
  });
  return {
    agent,
    calls,
    unregistered,
    serviceAccount,
    credential: { getAccessToken: async () => ({ access_token: 'fake-access-token', expires_in: 3600 }) },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
