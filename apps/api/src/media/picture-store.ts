import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureStore } from './picture-store-contract.ts';
import { s3PictureStore, s3SettingsFrom } from './s3-picture-store.ts';

// The contract lives in its own module so that the S3 adapter can name it without importing this chooser.
export type { PictureStore } from './picture-store-contract.ts';

/** A key the stores accept: a picture's file name, nothing that could climb out of a folder or a bucket. */
const PICTURE_KEY = /^[0-9a-f]{32}-\d{2,4}\.(webp|avif)$/;

const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };

function checkedKey(key: string): string {
  if (!PICTURE_KEY.test(key)) throw new Error(`not a picture key: ${key}`);
  return key;
}

/** The default: files in a folder of the data folder (OJA_DATA_DIR/media/uploads). */
export function localPictureStore(folder: string): PictureStore {
  return {
    description: `folder ${folder}`,
    async put(key, body) {
      const path = join(folder, checkedKey(key));
      await mkdir(folder, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.part`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      if (!PICTURE_KEY.test(key)) return null;
      const body = await readFile(join(folder, key)).catch(() => null);
      return body
        ? { body, contentType: TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream' }
        : null;
    },
    async delete(key) {
      await rm(join(folder, checkedKey(key)), { force: true });
    },
  };
}

/**
 * The store the settings choose: S3-compatible when OJA_PICTURES_S3_BUCKET is set (the other OJA_PICTURES_S3_*
 * settings then required; docs/api/configuration.md lists them), else the local folder.
 */
export function pictureStoreFrom(env: Record<string, string | undefined>, localFolder: string): PictureStore {
  const s3 = s3SettingsFrom(env);
  return s3 ? s3PictureStore(s3) : localPictureStore(localFolder);
}
