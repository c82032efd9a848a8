/**
 * Security headers for every response, static or rendered. Astro's CSP (hashes
 * for its inline scripts) arrives as a <meta> on prerendered pages and as a header
 * on rendered ones; frame-ancestors only works as a header, so it is added here.
 */
const FRAME_POLICY = "frame-ancestors 'none'";

export function securityHeaders({ https }) {
  return (_req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    const writeHead = res.writeHead;
    res.writeHead = function patchedWriteHead(status, ...rest) {
      const headers = rest.find((arg) => arg && typeof arg === 'object');
      const fromArgs = headers && !Array.isArray(headers) ? headers['content-security-policy'] ?? headers['Content-Security-Policy'] : undefined;
      if (fromArgs) {
        delete headers['Content-Security-Policy'];
        headers['content-security-policy'] = `${fromArgs}; ${FRAME_POLICY}`;
      } else {
        const current = res.getHeader('content-security-policy');
        res.setHeader('content-security-policy', current ? `${current}; ${FRAME_POLICY}` : FRAME_POLICY);
      }
      return writeHead.call(this, status, ...rest);
    };
  };
}
