/**
 * The class of the tournaments' advisory locks, `pg_advisory_xact_lock(1015, tournament id)` (migration 0026): a round
 * scoring holds it shared (only tried, never waited for), the close job exclusively while it ranks and pays.
 */
export const TOURNAMENT_LOCK_CLASS = 1015;
