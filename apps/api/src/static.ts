import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  // The shop's web app manifest (apps/web/public/manifest.webmanifest): the type browsers expect for it.
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** Cache for a year: the name changes when the content does (hashed assets, seeded images). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Always revalidate: index.html names the current assets. */
export const REVALIDATE = 'no-cache';

/**
 * Whether a path inside the served folder must never be served: source maps (the app's source, comments
 * and all) and hidden files and folders, among them Vite's `.vite/manifest.json` (the build's whole module
 * graph). `.well-known/` stays servable for the files the web expects there.
 */
export function isPrivatePath(pathInsideRoot: string): boolean {
  const segments = pathInsideRoot.split(/[\\/]+/).filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') && segment.toLowerCase() !== '.well-known'))
    return true;
  return extname(segments.at(-1) ?? '').toLowerCase() === '.map';
}

/**
 * Reads `relativePath` inside `root`, refusing anything that would leave it ('..', encoded or not) and the
 * private files of `isPrivatePath`. Returns null when there is no such file (or it is refused).
 */
export async function readInside(
  root: string,
  relativePath: string,
): Promise<{ body: Buffer; type: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  if (isPrivatePath(relative(root, full))) return null;
  try {
    if (!(await stat(full)).isFile()) return null;
    return { body: await readFile(full), type: CONTENT_TYPES[extname(full)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}

export function sendFile(c: Context, file: { body: Buffer; type: string }, cacheControl: string) {
  return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type, 'Cache-Control': cacheControl });
}

/**
 * Whether a request's path is never served, as a file or as a page: source maps and hidden paths (the Vite
 * manifest under /.vite/), encoded or not; /.well-known/ is allowed.
 */
export function isNeverServed(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /\.map$/i.test(decoded) || /\/\.(?!well-known\/)/.test(decoded);
}
