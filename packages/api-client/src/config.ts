/** Client configuration constants: each lives here once. */

/** The API's base path on the shop's own origin. */
export const API_BASE_PATH = '/api/v1';

/** Every call gives up after 60 s (spec: time-out 60 s). */
export const API_TIMEOUT_MS = 60_000;

/**
 * The localStorage key of the web app's auth state (its `authAtom`), JSON-encoded as Jotai's atomWithStorage
 * writes it: `{ "token": "…", "isAuthenticated": true, … }`. The web app names its atom with this constant,
 * and the client's default token reader reads `token` from it.
 */
export const AUTH_STORAGE_KEY = 'oja.auth';

/** Categories stay fresh 5 minutes and are kept about 24 hours (spec §9). */
export const CATEGORIES_STALE_TIME_MS = 5 * 60 * 1000;
export const CATEGORIES_GC_TIME_MS = 24 * 60 * 60 * 1000;

/** The new products page lists 50 (spec §9: new products limit 50). */
export const NEW_PRODUCTS_LIMIT = 50;

/**
 * Home shows the 10 newest (two rows on a desktop, five on a phone) and links to the new products page for the
 * rest. All 50 made home's HTML 15.4 KB compressed, past what a new connection's first round trip carries
 * (14.6 KB): a phone then waited a whole round trip more for its first paint. They also put 25 rows of cards
 * between a phone's first screen and the categories, 'Why Oja?' and recently viewed below them.
 */
export const HOME_NEW_PRODUCTS_LIMIT = 10;

/** Shown when the network or the server fails without a message of its own. */
export const NETWORK_ERROR_MESSAGE = 'We could not reach Oja. Check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'Oja took too long to answer. Check your connection and try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong.';
/** A 401 without a message of its own: the stored session is no longer valid. */
export const SESSION_INVALID_MESSAGE = 'Session expired or invalid';
