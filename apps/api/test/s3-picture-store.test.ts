import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { pictureStoreFrom } from '../src/media/picture-store.ts';
import { s3PictureStore } from '../src/media/s3-picture-store.ts';
import { type FakeS3, startFakeS3 } from './fake-s3.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The S3 picture store (media/s3-picture-store.ts) against a fake S3 server over real HTTP (fake-s3.ts, which
 * checks each request's Signature Version 4): files go in with their type, come back byte for byte, are
 * removed; a missing key is null; wrong credentials fail loudly; the settings choose it; and the app serves an
 * uploaded picture's file from the bucket with the same immutable cache as from the folder.
 */
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => s3?.close());

const settingsOf = (fake: FakeS3) => ({
  endpoint: fake.endpoint,
  bucket: fake.bucket,
  region: fake.region,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
});
const KEY = `${'a'.repeat(32)}-320.webp`;

describe('the S3 picture store', () => {
  it('puts, gets and deletes a file, each request signed', async () => {
    const store = s3PictureStore(settingsOf(s3));
    const body = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c33' } })
      .webp()
      .toBuffer();
    await store.put(KEY, body, 'image/webp');
    expect(s3.objects.get(KEY)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });

    const read = await store.get(KEY);
    expect(read?.contentType).toBe('image/webp');
    expect(Buffer.from(read?.body ?? []).equals(body)).toBe(true);

    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
    // S3 answers a delete of a missing key with success too.
    await expect(store.delete(KEY)).resolves.toBeUndefined();
    expect(s3.log.slice(-5)).toEqual([
      `PUT ${KEY} 200`,
      `GET ${KEY} 200`,
      `DELETE ${KEY} 204`,
      `GET ${KEY} 404`,
      `DELETE ${KEY} 204`,
    ]);
  });

  it("fails with the bucket's error code, and no secret, when the secret is wrong", async () => {
    const store = s3PictureStore({ ...settingsOf(s3), secretAccessKey: 'not-the-secret' });
    const failure = await store.put(KEY, Buffer.from('x'), 'image/webp').catch((e: Error) => e.message);
    expect(failure).toBe(`S3 PutObject of ${KEY} failed: 403 SignatureDoesNotMatch`);
    expect(s3.objects.has(KEY)).toBe(false);
  });

  it('is chosen by OJA_PICTURES_S3_BUCKET, which needs its companions', () => {
    expect(pictureStoreFrom({}, '/tmp/folder').description).toBe('folder /tmp/folder');
    const env = {
      OJA_PICTURES_S3_BUCKET: s3.bucket,
      OJA_PICTURES_S3_ENDPOINT: `${s3.endpoint}/`,
      OJA_PICTURES_S3_REGION: s3.region,
      OJA_PICTURES_S3_ACCESS_KEY_ID: s3.accessKeyId,
      OJA_PICTURES_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    expect(pictureStoreFrom(env, '/tmp/folder').description).toBe(`S3 bucket ${s3.bucket} at ${s3.endpoint}`);
    const { OJA_PICTURES_S3_SECRET_ACCESS_KEY: _, ...missing } = env;
    expect(() => pictureStoreFrom(missing, '/tmp/folder')).toThrow(
      'OJA_PICTURES_S3_SECRET_ACCESS_KEY must be set when OJA_PICTURES_S3_BUCKET is (docs/api/configuration.md)',
    );
  });
});

describe('the app on the S3 store', () => {
  it('serves an uploaded file from the bucket, immutable for a year', async () => {
    const store = s3PictureStore(settingsOf(s3));
    const body = Buffer.from(
      await sharp({ create: { width: 480, height: 480, channels: 3, background: '#3c3' } })
        .avif()
        .toBuffer(),
    );
    const key = `${'b'.repeat(32)}-480.avif`;
    await store.put(key, body, 'image/avif');
    const database = await createTestDatabase();
    try {
      const app = createApp({ db: database.db, imagesDir: database.dataDir, pictureStore: store });
      const response = await app.request(`/media/uploads/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
      expect((await app.request(`/media/uploads/${'c'.repeat(32)}-480.avif`)).status).toBe(404);
    } finally {
      await database.dispose();
    }
  });
});
