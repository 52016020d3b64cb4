import { type SearchTerm, searchTerms } from '@oja/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ProductRow, parentCategory, productRowColumns, shopVisible } from './catalogue-repository.ts';
import type { Database } from './connect.ts';
import { type FacetFilters, facetConditions } from './facets-repository.ts';
import { boundedTotal, offsetOf } from './paging.ts';
import { categories, products, searchWords } from './schema.ts';

/** How much of a query is searched for: longer ones are cut, so a huge query costs no more than this. */
export const SEARCH_QUERY_MAX_CHARS = 100;

/** A word shorter than this is never corrected: 'tv' or '43' would be 'corrected' into anything. */
const CORRECTED_MIN_CHARS = 4;
/** A word shorter than this finds only itself, not every word it starts (gen is not generation). */
const PREFIX_MIN_CHARS = 4;
/** How alike (pg_trgm's similarity, 0 to 1; its own default threshold) a catalogue word must be to stand for a misspelt one ('samsnug' is 0.33 like 'samsung'). */
const CORRECTION_MIN_SIMILARITY = 0.3;
/** At most this many catalogue words, equally near, stand for one misspelt word. */
const CORRECTIONS_PER_WORD = 2;
/**
 * At most this many matching products are ranked (the first in the table's order, as a sequential or a
 * bitmap scan finds them: the same ones on every request, with synchronize_seqscans off in db/connect.ts), so a
 * word half the catalogue has ('samsung' among 1,000,000 products) costs no more than a rarer one: the total is
 * then this many. A catalogue where a query matches fewer is ranked whole, as before (docs/api/catalogue-at-scale.md, "Paging at scale").
 */
export const SEARCH_CANDIDATES = 500;

/**
 * The query as a literal LIKE pattern piece: `%`, `_` and the escape character `\` (PostgreSQL's default
 * LIKE escape) stand for themselves, so '%' or '_' does not match everything.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Every word of the products' names, brands and category names into `search_words` (those already there
 * stay): what a misspelt word is corrected to, and what is not misspelt ('electronics'). Run when products are added; one statement over the full-text index.
 */
export async function refreshSearchWords(db: Database): Promise<void> {
  await db.execute(sql`
    insert into ${searchWords} (word)
    select word from ts_stat('select search_vector from products') where length(word) >= 3
    on conflict do nothing`);
}

/**
 * The catalogue's words nearest a word the catalogue does not have ('samsng' → 'samsung'), nearest first,
 * found by the trigram index's distance order (no threshold setting needed). A word the catalogue has, or a
 * short one, stands for itself alone.
 */
async function correctedWords(db: Database, word: string): Promise<string[]> {
  if (word.length < CORRECTED_MIN_CHARS || !/^\p{L}+$/u.test(word)) return [];
  const nearest = await db
    .select({ word: searchWords.word, similarity: sql<number>`similarity(${searchWords.word}, ${word})` })
    .from(searchWords)
    .orderBy(sql`${searchWords.word} <-> ${word}`)
    .limit(CORRECTIONS_PER_WORD + 1);
  // A word of the catalogue, or the start of one ('sams'), is not misspelt: the prefix search finds it.
  if (nearest.some((n) => n.word.startsWith(word))) return [];
  // The nearest word, and another only as near: 'samsng' is samsung (0.5), not also samba (0.3).
  const best = Math.max(CORRECTION_MIN_SIMILARITY, ...nearest.map((n) => Number(n.similarity)));
  return nearest
    .filter((n) => Number(n.similarity) >= best)
    .slice(0, CORRECTIONS_PER_WORD)
    .map((n) => n.word);
}

/**
 * One term as a tsquery: any of its words, each also as a prefix (a word still being typed, 'sams', finds
 * 'samsung'), a word of several ('air conditioner') as a phrase. Words hold only letters and digits
 * (searchTerms splits at everything else), so nothing in them is tsquery syntax.
 */
function termQuery(words: readonly string[]): string {
  const alternatives = words.map((w) =>
    w
      .split(/\s+/)
      .map((part) => (part.length >= PREFIX_MIN_CHARS && /^\p{L}+$/u.test(part) ? `${part}:*` : part))
      .join(' <-> '),
  );
  return `(${[...new Set(alternatives)].join(' | ')})`;
}

/** The terms with their synonyms, or the catalogue's words for a misspelt one ('samsng' also finds 'samsung'). */
async function withCorrections(db: Database, terms: SearchTerm[]): Promise<string[][]> {
  return Promise.all(
    // A word with listed synonyms is a word shoppers use, not a slip: 'earpiece' means earbuds, not 'pieces'.
    terms.map(async (term) =>
      term.alternatives.length > 1
        ? [...term.alternatives]
        : [term.word, ...(await correctedWords(db, term.word))],
    ),
  );
}

/**
 * Products a shopper means by `query`, ranked. Full-text search over each product's name, brand and
 * category names (one GIN index), every word of the query required; a word may be a synonym ('fridge'
 * finds refrigerators), a prefix ('sams'), or misspelt (corrected to the catalogue's nearest word by
 * trigram distance). Ranked by where the
 * words are (name, then brand, then category), a name starting with the query first, then newest. The
 * query goes to the database as bound parameters, never inside the SQL text.
 */
export async function searchProducts(
  db: Database,
  query: string,
  { page, limit }: { page: number; limit: number },
  filters: FacetFilters = {},
): Promise<{ rows: ProductRow[]; total: number; candidates: SQL | null }> {
  const terms = await withCorrections(db, searchTerms(query));
  const run = async (tsquery: string) => {
    const tsq = sql`to_tsquery('simple', ${tsquery})`;
    // Only what shoppers may see (published), among the candidates.
    const matches = and(sql`${products.searchVector} @@ ${tsq}`, shopVisible);
    // The first SEARCH_CANDIDATES matches (the same ones on every request: synchronize_seqscans is off), for
    // the facets' counts and a page past the last.
    const inCandidates = inArray(
      products.id,
      db.select({ id: products.id }).from(products).where(matches).limit(SEARCH_CANDIDATES),
    );
    // The chosen facets narrow the candidates themselves (never which rows are candidates), so a rare
    // combination costs no more than the candidates, and facets-repository.ts counts over the same ones.
    const chosen = facetConditions(filters);
    // The candidates with what orders them, worked out as the matching scan reads each row once: name words
    // weigh most, then brand, then category (the column's weights), a name that starts with the query first
    // among equals, then newest. The full rows (description and all) are read for the page's rows alone: ranking
    // the candidates' full rows joined to their categories read every candidate's row a second time.
    const candidates = db.$with('candidates').as(
      db
        .select({
          id: products.id,
          rank: sql<number>`ts_rank(${products.searchVector}, ${tsq})`.as('rank'),
          later: sql<boolean>`${products.name} not ilike ${`${escapeLike(query)}%`}`.as('later'),
          createdAt: products.createdAt,
          chosen: (chosen.length > 0 ? sql<boolean>`${and(...chosen)}` : sql<boolean>`true`).as('chosen'),
        })
        .from(products)
        .where(matches)
        .limit(SEARCH_CANDIDATES),
    );
    // The page's ids in order and, beside each, how many candidates there are (the window counts before LIMIT),
    // so the candidates are found once.
    const pageIds = db
      .with(candidates)
      .select({
        id: candidates.id,
        rank: candidates.rank,
        later: candidates.later,
        createdAt: sql`${candidates.createdAt}`.as('created_at'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(candidates)
      .where(sql`${candidates.chosen}`)
      .orderBy(
        desc(candidates.rank),
        asc(candidates.later),
        sql`${candidates.createdAt} desc nulls last`,
        asc(candidates.id),
      )
      .limit(limit)
      .offset(offsetOf(page, limit))
      .as('page_ids');
    const found = await db
      .select({ ...productRowColumns, total: sql<number>`${pageIds.total}`.mapWith(Number) })
      .from(products)
      .innerJoin(pageIds, eq(products.id, pageIds.id))
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
      .orderBy(
        desc(pageIds.rank),
        asc(pageIds.later),
        sql`${pageIds.createdAt} desc nulls last`,
        asc(pageIds.id),
      );
    const rows: ProductRow[] = found.map(({ product, category, parent }) => ({ product, category, parent }));
    // A page past the last has no row to carry the total: counted on its own (at most SEARCH_CANDIDATES).
    const total =
      found[0]?.total ??
      (page > 1
        ? await boundedTotal(
            db,
            db
              .select({ id: products.id })
              .from(products)
              .where(and(inCandidates, ...chosen)),
          )
        : 0);
    return { rows, total, candidates: inCandidates };
  };
  if (terms.length === 0) return { rows: [], total: 0, candidates: null };
  // Every word, or nothing: a search with a word nothing has ('samsung zzqx') finds nothing, and the shop then
  // offers its close matches (each word on its own), rather than answering a search the shopper did not type.
  return run(terms.map(termQuery).join(' & '));
}
