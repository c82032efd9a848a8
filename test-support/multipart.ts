import http from 'node:http';

/** Multipart bodies written by hand, so tests control every byte (names, part headers, lengths). */
export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

export function multipart(parts: Part[], boundary = `----toonmart${Math.random().toString(16).slice(2)}`) {
  const chunks = parts.flatMap((part) =>
    'filename' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`), part.data, Buffer.from('\r\n')]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
  );
  return { body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postMultipart(base: string, path: string, cookie: string, parts: Part[]) {
  const { body, contentType } = multipart(parts);
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { cookie, origin: base, 'content-type': contentType }, body });
  return { status: res.status, text: await res.text() };
}

/**
 * Starts a multipart upload that declares `declared` bytes and sends them slowly,
 * so the server is mid-way through receiving when the test acts. Resolves when
 * the connection ends (normally or because the server died).
 */
export function slowUpload(base: string, path: string, cookie: string, fields: Record<string, string>, file: { name: string; filename: string; type: string }, declared: number) {
  const boundary = `----toonmart${Math.random().toString(16).slice(2)}`;
  const head = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
  ]);
  const url = new URL(path, base);
  let sent = 0;
  let status = 0;
  const done = new Promise<void>((resolve) => {
    const req = http.request(url, { method: 'POST', headers: { cookie, origin: base, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + declared } });
    req.on('error', () => resolve());
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', resolve);
    });
    req.write(head);
    const chunk = Buffer.alloc(256 * 1024, 7);
    const timer = setInterval(() => {
      if (req.destroyed || sent + chunk.length > declared) return clearInterval(timer);
      sent += chunk.length;
      req.write(chunk);
    }, 20);
    req.on('close', () => (clearInterval(timer), resolve()));
  });
  return { done, sent: () => sent, status: () => status };
}
