/**
 * A TLS and HTTP/2 front for a plain-HTTP origin, as production's Caddy is one for the shop (deploy/Caddyfile):
 * `npm run lighthouse -- --protocol=h2` audits the shop and the static reference through one each, so
 * Lighthouse sees what a shopper's browser gets (one connection per origin, its requests multiplexed, headers
 * compressed by HPACK) instead of HTTP/1.1's connection per parallel request, each with its own handshake.
 *
 * The certificate is made by openssl for this run only; the browser trusts it by its public key's hash
 * (Chromium's --ignore-certificate-errors-spki-list), so the pages stay secure contexts with a service worker.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { constants, createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsCertificate {
  key: Buffer;
  cert: Buffer;
  /** The base64 SHA-256 of its public key, for --ignore-certificate-errors-spki-list. */
  spkiHash: string;
}

/** A throw-away self-signed certificate for localhost (an EC key: a shorter handshake than RSA's). */
export function localhostCertificate(): TlsCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'oja-bench-tls-'));
  try {
    const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile);
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(keyFile), cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2): the connection's own, which the front does not pass on. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name)));
}

export interface TlsFront {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `target` (http://host:port) at https://localhost:`port` over HTTP/2, passing every request and answer
 * through as it streams (the origin's compression, caching headers and status kept).
 */
export async function startTlsFront(
  target: string,
  port: number,
  certificate: TlsCertificate,
): Promise<TlsFront> {
  const upstream = new URL(target);
  const server = createSecureServer({ key: certificate.key, cert: certificate.cert });
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const headers = passedOn(request.headers);
    for (const name of Object.keys(headers)) if (name.startsWith(':')) delete headers[name];
    headers.host = upstream.host;
    headers['x-forwarded-proto'] = 'https';
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(constants.HTTP_STATUS_BAD_GATEWAY);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((done) => server.listen(port, 'localhost', done));
  return {
    origin: `https://localhost:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
