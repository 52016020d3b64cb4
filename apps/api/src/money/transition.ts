import { canTransition, type LifecycleName, type LifecycleStates } from '@oja/domain';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect.ts';
import {
  instalmentCardPayments,
  instalmentCharges,
  mandates,
  orderSchedule,
  orders,
  payments,
  refunds,
  transferAccounts,
} from '../db/schema.ts';
import { logger } from '../ops/log.ts';

/**
 * The rows whose `status` holds money's state, each with the domain lifecycle (packages/domain/src/lifecycles.ts)
 * its status follows. An order's fulfilment is not here: fulfilment-repository.ts moves it along the
 * same table with `statesLeadingTo`.
 */
const ENTITIES = {
  order: { lifecycle: 'order', table: orders },
  payment: { lifecycle: 'paymentAttempt', table: payments },
  payAhead: { lifecycle: 'payAhead', table: instalmentCardPayments },
  instalment: { lifecycle: 'instalment', table: orderSchedule },
  mandate: { lifecycle: 'mandate', table: mandates },
  debit: { lifecycle: 'debit', table: instalmentCharges },
  refund: { lifecycle: 'refund', table: refunds },
  transferAccount: { lifecycle: 'transferAccount', table: transferAccounts },
} as const satisfies Record<string, { lifecycle: LifecycleName; table: unknown }>;

type Entities = typeof ENTITIES;
export type MoneyEntity = keyof Entities;
/** The states a row of `E` may hold. */
type StateOf<E extends MoneyEntity> = LifecycleStates[Entities[E]['lifecycle']];
type TableOf<E extends MoneyEntity> = Entities[E]['table'];
/** The other columns a move may write with the status (when it was paid, the provider's words…). */
type AlsoSet<E extends MoneyEntity> = Omit<PgUpdateSetSource<TableOf<E>>, 'status'>;
/** A row of `E` as it is after the move. */
export type RowOf<E extends MoneyEntity> = TableOf<E>['$inferSelect'];

/**
 * A status move the domain's table does not allow: a defect in the code that asked for it, refused before the
 * database is touched. The API answers it with a 409 and its message; it is logged as an error where it is made.
 */
export class ForbiddenTransition extends Error {
  readonly status = 409;
  readonly entity: MoneyEntity;
  readonly from: readonly string[];
  readonly to: string;
  constructor(entity: MoneyEntity, from: readonly string[], to: string) {
    super(`A ${entity} cannot move from ${from.join(' or ') || 'nowhere'} to ${to}.`);
    this.name = 'ForbiddenTransition';
    this.entity = entity;
    this.from = from;
    this.to = to;
  }
}

/** One status move of rows of `entity`: which rows, from which state(s), to which, and what else it writes. */
export interface Move<E extends MoneyEntity> {
  /** The rows: by id (one or several), or a condition for rows without one (an order's instalments). */
  rows: number | readonly number[] | SQL;
  /** The state(s) the rows must be in now: the compare of the compare-and-set. */
  from: StateOf<E> | readonly StateOf<E>[];
  to: StateOf<E>;
  set?: AlsoSet<E>;
  /** Further conditions the move needs (the worker holding a claim, an order still awaiting its payment). */
  where?: SQL;
}

/**
 * Moves rows of `entity` from `from` to `to`, once: checks every `from → to` against the domain's lifecycle
 * table first (a move it does not allow throws {@link ForbiddenTransition} and writes nothing), then one
 * conditional UPDATE `… set status = to where <rows> and status in (from) [and where]`. Answers the rows that
 * moved, as they are now: none when another worker, webhook or operator moved them first, so the caller's exactly-once logic
 * (write the ledger row only if this call moved it) stays the caller's. Call it inside the caller's
 * transaction, after its locks.
 */
export async function transition<E extends MoneyEntity>(
  tx: Database,
  entity: E,
  move: Move<E>,
): Promise<Array<RowOf<E>>> {
  const { lifecycle, table } = ENTITIES[entity];
  const from: readonly string[] = typeof move.from === 'string' ? [move.from] : move.from;
  const allowed =
    from.length > 0 &&
    from.every((state) =>
      canTransition(lifecycle, state as never, move.to as LifecycleStates[typeof lifecycle] as never),
    );
  if (!allowed) {
    const refused = new ForbiddenTransition(entity, from, move.to);
    logger.error({ entity, from, to: move.to }, refused.message);
    throw refused;
  }
  const rows =
    typeof move.rows === 'number' || Array.isArray(move.rows)
      ? inArray(idOf(entity), typeof move.rows === 'number' ? [move.rows] : [...(move.rows as number[])])
      : (move.rows as SQL);
  const status = table.status as PgColumn;
  // Drizzle cannot follow one generic table through update(); the entity map keeps the types honest outside.
  const update = (tx as Database).update(table as typeof orders);
  return (await update
    .set({ ...(move.set as object), status: move.to } as never)
    .where(and(rows, inArray(status, [...from]), move.where))
    .returning()) as unknown as Array<RowOf<E>>;
}

function idOf(entity: MoneyEntity): PgColumn {
  const table = ENTITIES[entity].table;
  if (!('id' in table)) throw new Error(`A ${entity} has no id: name its rows with a condition`);
  return table.id;
}
