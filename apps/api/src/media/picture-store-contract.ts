/**
 * Where uploaded pictures' encoded files live. Keys are content-addressed file names ('{id}-320.webp'), so a
 * file is written once and never changes: no adapter needs to handle an overwrite that readers could see.
 */
export interface PictureStore {
  /** Where the files go, for the start-up line ('folder …' or 's3 bucket at endpoint'): no secret in it. */
  readonly description: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when the store has none by that key. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
}
