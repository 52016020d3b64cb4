import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from './env.ts';
import type { ContractValidator } from './openapi/validator.ts';

/**
 * The catalogue's answers in browsers and shared caches: fresh for a minute, then served stale for up to ten
 * more while the cache asks again in the background. Prices, stock and categories change rarely, and
 * nothing is decided on a cached answer: add-to-cart and checkout read price and stock from the database.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * A product's reviews: a shopper who has just written one reads them again at once, so every use is checked
 * with the server (If-None-Match; 304 and no body while they have not changed). Shared caches may keep them.
 */
export const REVIEWS_CACHE_CONTROL = 'public, no-cache';

/** Everything else the API answers: personal (a cart, an order, a session) or an error. Stored nowhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The public GET operations (paths as openapi.yaml writes them): the same answer for every shopper, signed in
 * or not (none of them reads a bearer token, a session or a cookie), with its Cache-Control.
 */
const PUBLIC_OPERATIONS: ReadonlyMap<string, string> = new Map([
  ['/products/get-products', CATALOGUE_CACHE_CONTROL],
  ['/products/categories', CATALOGUE_CACHE_CONTROL],
  ['/products/get-single-product/{id}', CATALOGUE_CACHE_CONTROL],
  ['/products/subcategory', CATALOGUE_CACHE_CONTROL],
  ['/products/search', CATALOGUE_CACHE_CONTROL],
  ['/products/single-categories/{slug}', CATALOGUE_CACHE_CONTROL],
  ['/properties', CATALOGUE_CACHE_CONTROL],
  ['/properties/{id}', CATALOGUE_CACHE_CONTROL],
  ['/products/get-product-reviews/{id}', REVIEWS_CACHE_CONTROL],
]);

/**
 * How long this process reuses a public answer without asking the database again. Any write through this
 * process's API empties the cache at once; a write by another process (the API is stateless, several may
 * share one database) or by a background job (an unpaid order expiring gives its stock back) shows after at
 * most this long, well inside the minute browsers may keep the answer anyway.
 */
const ANSWER_CACHE_TTL_MS = 10_000;

/** At most this many answers are kept (search queries are unbounded): the oldest go first. */
const MAX_ENTRIES = 500;
/** An answer larger than this is served as it is, not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** A body as it is sent: its weak ETag over the uncompressed bytes, and its gzip and brotli forms. */
export interface EncodedBody {
  etag: string;
  identity: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
}

interface Entry extends EncodedBody {
  cacheControl: string;
  contentType: string;
  expiresAt: number;
}

/**
 * Public answers of this process, by path and query, with their ETag and their compressed forms (made once,
 * not per request). `clear()` on every write; entries older than the TTL are not served.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  /** The answers being computed: concurrent requests for one key wait for the first instead of all asking. */
  readonly #pending = new Map<string, Promise<Entry | null>>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  /** Moves on every clear: an answer computed across a write is not kept. */
  #generation = 0;

  constructor({ ttlMs = ANSWER_CACHE_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {}) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#pending.clear();
    this.#generation++;
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.#now()) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  pending(key: string): Promise<Entry | null> | undefined {
    return this.#pending.get(key);
  }

  /**
   * Runs `compute` for `key` as the one request others wait for; keeps its entry unless the cache was cleared
   * meanwhile (a write may have changed what it read) or the TTL is 0.
   */
  async fill(key: string, compute: () => Promise<Omit<Entry, 'expiresAt'> | null>): Promise<Entry | null> {
    const generation = this.#generation;
    let settle: (entry: Entry | null) => void = () => {};
    const promise = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    this.#pending.set(key, promise);
    let entry: Entry | null = null;
    try {
      const computed = await compute();
      // Assigned, not spread: a spread would read the body's lazy gzip getter (encodeBody) and make it now.
      entry = computed && Object.assign(computed, { expiresAt: this.#now() + this.#ttlMs });
      if (entry && generation === this.#generation && this.#ttlMs > 0) {
        if (this.#entries.size >= MAX_ENTRIES) this.#evict();
        this.#entries.set(key, entry);
      }
      return entry;
    } finally {
      if (this.#pending.get(key) === promise) this.#pending.delete(key);
      // Waiters get the entry even if it was not kept: it is what the database said after they asked.
      settle(generation === this.#generation ? entry : null);
    }
  }

  /** Drops the expired entries, and the oldest if none had expired. */
  #evict(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
    if (this.#entries.size < MAX_ENTRIES) return;
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}

/** A weak ETag over the uncompressed body: one entity, served gzip, brotli or as it is. */
function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match) or is '*'. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The q-values of an Accept-Encoding header, by lowercased coding name. */
function acceptedCodings(acceptEncoding: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isNaN(value) ? 0 : value);
  }
  return q;
}

/** The encoding to send: brotli, else gzip, when Accept-Encoding takes it (q above 0); else none. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: ReadonlyArray<'br' | 'gzip'> = ['br', 'gzip'],
): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const q = acceptedCodings(acceptEncoding);
  return offered.find((name) => (q.get(name) ?? q.get('*') ?? 0) > 0);
}

const brotliAsync = promisify(brotliCompress);

/** Brotli's quality for an answer made per request or kept briefly (JSON): most of its gain over gzip, fast. */
const BROTLI_QUALITY_FAST = 5;

/**
 * A body up to this size is compressed at BROTLI_QUALITY_FAST in one synchronous call: a 34 KB search answer
 * takes about 0.3 ms of CPU so, where handing it to libuv's threads took over 1 ms of the event loop's
 * time in stream machinery (measured for issue 30's load, where every request was a cache miss).
 */
const SYNC_COMPRESS_UP_TO_BYTES = 64 * 1024;

/**
 * A body's ETag and its gzip and brotli forms, made once for every request that will be sent it (a kept API
 * answer, a rendered page). `brotliQuality` 11 (the most) takes about 25 times as long as the default 5 and
 * saves about 8%: worth it for a rendered page, which is made once for many requests and whose first 14 KB
 * arrive a round trip sooner than the rest on a new connection; it and a large body are compressed on
 * libuv's threads (the event loop goes on serving meanwhile). The gzip form is made when a request first
 * takes gzip but not brotli: browsers take brotli, so most bodies never need it (making both on every cache
 * miss doubled the compression).
 */
export async function encodeBody(
  identity: Uint8Array,
  { brotliQuality = BROTLI_QUALITY_FAST }: { brotliQuality?: number } = {},
): Promise<EncodedBody> {
  const options = {
    params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
  };
  const br =
    brotliQuality <= BROTLI_QUALITY_FAST && identity.byteLength <= SYNC_COMPRESS_UP_TO_BYTES
      ? brotliCompressSync(identity, options)
      : await brotliAsync(identity, options);
  let gzipped: Uint8Array | undefined;
  return {
    etag: etagOf(identity),
    identity,
    br,
    get gzip() {
      gzipped ??= gzipSync(identity);
      return gzipped;
    },
  };
}

/**
 * Answers with an encoded body: 304 and no body when If-None-Match names its ETag, else its brotli, gzip or
 * plain bytes as Accept-Encoding asks, with Content-Encoding and Vary: Accept-Encoding. An answer with a
 * Content-Encoding is left alone by the app's compress middleware, so nothing is compressed twice.
 */
export function sendEncoded(
  c: Context,
  body: EncodedBody,
  {
    status = 200,
    cacheControl,
    contentType,
    vary,
  }: {
    status?: number;
    cacheControl: string;
    contentType: string;
    /** What else the answer depends on (a page rendered from a cookie: `Cookie`). */
    vary?: string | undefined;
  },
): Response {
  const headers: Record<string, string> = {
    ETag: body.etag,
    'Cache-Control': cacheControl,
    Vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
  };
  if (matchesIfNoneMatch(c.req.header('if-none-match'), body.etag)) {
    return c.newResponse(null, 304, headers);
  }
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  headers['Content-Type'] = contentType;
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.newResponse(bytes as Uint8Array<ArrayBuffer>, status as 200, headers);
}

function serve(c: Context<ApiEnv>, entry: Entry): Response {
  return sendEncoded(c, entry, { cacheControl: entry.cacheControl, contentType: entry.contentType });
}

/** The entry for a 200 JSON answer (its body read once and compressed once), or null when it is not one. */
async function entryOf(response: Response, cacheControl: string): Promise<Omit<Entry, 'expiresAt'> | null> {
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.startsWith('application/json')) return null;
  if (response.headers.has('content-encoding') || response.headers.has('set-cookie')) return null;
  const identity = new Uint8Array(await response.arrayBuffer());
  if (identity.byteLength > MAX_ENTRY_BYTES) return null;
  return Object.assign(await encodeBody(identity), { cacheControl, contentType });
}

/** Smaller answers are sent as they are (as hono/compress does): the gzip header would eat the gain. */
const COMPRESS_FROM_BYTES = 1024;
/** Larger answers are left to the app's compress middleware, which streams. */
const COMPRESS_UP_TO_BYTES = 64 * 1024;

/**
 * Compresses a JSON answer that is not kept (a cart, an order, an account) with gzip in one synchronous call,
 * its window no larger than the body. The app's compress middleware pipes every answer through a
 * CompressionStream, which cost 0.78 ms of CPU for a 3 KB cart where this costs 0.1 ms (same bytes out); it
 * leaves an answer that has a Content-Encoding alone, and one whose Content-Length is under its threshold.
 * The body is read only when the client takes gzip: reading it turns the server's light Response into a
 * full one.
 */
async function compressJson(c: Context<ApiEnv>): Promise<void> {
  const response = c.res;
  if (c.req.method === 'HEAD' || NO_BODY_STATUSES.has(response.status)) return;
  if (response.headers.has('content-encoding')) return;
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return;
  if (chooseEncoding(c.req.header('accept-encoding'), ['gzip']) !== 'gzip') return;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const compress = body.byteLength >= COMPRESS_FROM_BYTES && body.byteLength <= COMPRESS_UP_TO_BYTES;
  const sent = compress
    ? gzipSync(body, { windowBits: Math.max(9, Math.min(15, Math.ceil(Math.log2(body.byteLength)))) })
    : body;
  // Always: a small answer's length also tells the compress middleware it is below its threshold.
  headers.set('Content-Length', String(sent.byteLength));
  if (compress) {
    headers.set('Content-Encoding', 'gzip');
    const vary = headers.get('Vary');
    if (!vary || !/accept-encoding/i.test(vary)) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
  }
  // Replaced, not merged: Hono merges a new answer into the old one by reading its body again as a stream,
  // and the server then writes it from that stream; the headers were copied above.
  c.res = undefined;
  c.res = new Response(sent, { status: response.status, headers });
}

/** Statuses whose answers have no body. */
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The first segments of the public operations ('/products', '/properties'): other paths are not looked up. */
const PUBLIC_FIRST_SEGMENTS = [...new Set([...PUBLIC_OPERATIONS.keys()].map((p) => `/${p.split('/')[1]}`))];

/**
 * Cache headers for every API answer, registered first on the API:
 * - a public GET operation's 200 (PUBLIC_OPERATIONS) carries an ETag and its Cache-Control, answers 304 to a
 *   matching If-None-Match, and is kept in `cache` for its TTL: a request for the same path and query is then
 *   answered from memory, compressed already, before the contract check (the same URL passed it before);
 * - any other answer (personal, an error, a write) is `private, no-store` unless its handler said otherwise;
 * - a write (any other method) that did not fail on the client's side (4xx writes nothing) empties the cache;
 * - a JSON answer not kept is gzipped here (compressJson).
 */
export function httpCache(options: {
  cache: AnswerCache;
  validator: ContractValidator;
  basePath: string;
}): MiddlewareHandler<ApiEnv> {
  const { cache, validator, basePath } = options;
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET') {
      const url = c.req.url;
      const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
      const hit = cache.get(key);
      if (hit) return serve(c, hit);
      const path = c.req.path.slice(basePath.length) || '/';
      const operation = PUBLIC_FIRST_SEGMENTS.some((segment) => path.startsWith(segment))
        ? validator.match(method, path)
        : undefined;
      const cacheControl = typeof operation === 'object' ? PUBLIC_OPERATIONS.get(operation.path) : undefined;
      if (cacheControl) {
        const waiting = cache.pending(key);
        const shared = waiting && (await waiting);
        if (shared) return serve(c, shared);
        const entry = await cache.fill(key, async () => {
          await next();
          return entryOf(c.res, cacheControl);
        });
        if (entry) {
          c.res = serve(c, entry);
          return;
        }
      } else {
        await next();
      }
    } else {
      await next();
      if (!SAFE_METHODS.has(method) && !(c.res.status >= 400 && c.res.status < 500)) cache.clear();
    }
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    await compressJson(c);
  };
}
