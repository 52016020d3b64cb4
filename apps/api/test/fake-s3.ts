import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests, written from AWS's public API reference: path-style PutObject
 * (`PUT /{bucket}/{key}`, 200 with an ETag), GetObject (`GET`, 200 with the stored body and Content-Type, or
 * 404 with a NoSuchKey XML error) and DeleteObject (`DELETE`, 204 whether or not the key existed). Every request
 * must carry a valid AWS Signature Version 4 for the one access key it knows (the signature is computed again
 * here from the canonical request, as S3 does: a wrong secret, a changed body or a changed header is 403
 * SignatureDoesNotMatch) and a body matching its x-amz-content-sha256.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string | undefined }>;
  /** Every request, as 'METHOD key status', in order. */
  log: string[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/** Whether the request's SigV4 Authorization header is what the secret signs for it; else the S3 error code. */
function checkSignature(
  req: IncomingMessage,
  body: Buffer,
  { accessKeyId, secretAccessKey, region }: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AccessDenied';
  const [, keyId, day = '', scopeRegion, signedHeaders = '', signature] = match;
  if (keyId !== accessKeyId) return 'InvalidAccessKeyId';
  if (scopeRegion !== region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!amzDate.startsWith(day)) return 'AccessDenied';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const url = new URL(req.url ?? '/', 'http://fake');
  const names = signedHeaders.split(';');
  if (!names.includes('host')) return 'AccessDenied';
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  return hmac(key, stringToSign).toString('hex') === signature ? null : 'SignatureDoesNotMatch';
}

export async function startFakeS3({ bucket = 'oja-pictures', region = 'af-south-1' } = {}): Promise<FakeS3> {
  const credentials = {
    accessKeyId: 'AKIAFAKEOJATEST00001',
    secretAccessKey: 'fake-secret-for-tests-only',
    region,
  };
  const objects: FakeS3['objects'] = new Map();
  const log: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [, bucketName, ...rest] = new URL(req.url ?? '/', 'http://fake').pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const answer = (status: number) => log.push(`${req.method} ${key} ${status}`);
    const refused = checkSignature(req, body, credentials);
    if (refused) {
      answer(403);
      return xmlError(
        res,
        403,
        refused,
        'The request signature we calculated does not match the signature you provided.',
      );
    }
    if (bucketName !== bucket) {
      answer(404);
      return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (req.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        cacheControl: req.headers['cache-control'],
      });
      answer(200);
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        answer(404);
        return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      answer(200);
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
      return res.end(object.body);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      answer(204);
      res.writeHead(204);
      return res.end();
    }
    answer(405);
    return xmlError(
      res,
      405,
      'MethodNotAllowed',
      'The specified method is not allowed against this resource.',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...credentials,
    objects,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
