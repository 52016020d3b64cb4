import { AwsClient } from 'aws4fetch';
import type { PictureStore } from './picture-store-contract.ts';

/**
 * Pictures in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…), through its REST
 * API: PutObject, GetObject and DeleteObject on path-style URLs (`{endpoint}/{bucket}/{key}`, which every one
 * of them serves), each request signed with AWS Signature Version 4 by aws4fetch. aws4fetch rather than the AWS
 * SDK: three plain HTTP calls need only the signing, and it is one small dependency-free module on `fetch` and
 * WebCrypto, where @aws-sdk/client-s3 brings some hundred packages for the same three calls.
 */

export interface S3Settings {
  /** 'https://s3.eu-west-1.amazonaws.com', 'https://<account>.r2.cloudflarestorage.com', 'http://localhost:9000'. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const SETTINGS = {
  endpoint: 'OJA_PICTURES_S3_ENDPOINT',
  region: 'OJA_PICTURES_S3_REGION',
  accessKeyId: 'OJA_PICTURES_S3_ACCESS_KEY_ID',
  secretAccessKey: 'OJA_PICTURES_S3_SECRET_ACCESS_KEY',
} as const;

/**
 * The S3 settings, when OJA_PICTURES_S3_BUCKET asks for the bucket; a missing companion setting stops start-up
 * with its name (never its value), rather than falling back to the local folder in silence.
 */
export function s3SettingsFrom(env: Record<string, string | undefined>): S3Settings | null {
  const bucket = env.OJA_PICTURES_S3_BUCKET?.trim();
  if (!bucket) return null;
  const read = (name: string) => {
    const value = env[name]?.trim();
    if (!value)
      throw new Error(`${name} must be set when OJA_PICTURES_S3_BUCKET is (docs/api/configuration.md)`);
    return value;
  };
  return {
    bucket,
    endpoint: read(SETTINGS.endpoint).replace(/\/+$/, ''),
    region: env[SETTINGS.region]?.trim() || 'us-east-1',
    accessKeyId: read(SETTINGS.accessKeyId),
    secretAccessKey: read(SETTINGS.secretAccessKey),
  };
}

/** A store's failure, with the bucket's status and error code (never the signed request: it holds the key id). */
class S3Error extends Error {
  constructor(operation: string, key: string, response: Response, body: string) {
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? 'no error code';
    super(`S3 ${operation} of ${key} failed: ${response.status} ${code}`);
  }
}

export function s3PictureStore(settings: S3Settings, fetcher: typeof fetch = fetch): PictureStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const urlOf = (key: string) =>
    `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${encodeURIComponent(key)}`;
  const send = async (method: string, key: string, init: RequestInit = {}) =>
    fetcher(await client.sign(urlOf(key), { method, ...init }));
  return {
    description: `S3 bucket ${settings.bucket} at ${settings.endpoint}`,
    async put(key, body, contentType) {
      const response = await send('PUT', key, {
        body: new Uint8Array(body),
        // The bucket keeps them for anyone who serves the files straight from it (a CDN in front of it).
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      const text = await response.text();
      if (!response.ok) throw new S3Error('PutObject', key, response, text);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new S3Error('GetObject', key, response, await response.text());
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      // S3 answers 204 whether or not the key was there.
      const response = await send('DELETE', key);
      const text = await response.text();
      if (!response.ok && response.status !== 404) throw new S3Error('DeleteObject', key, response, text);
    },
  };
}
