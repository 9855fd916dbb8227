import { issueBonus } from '../bonuses/issue-bonus';
import type { Queryable } from '../db/database';
import { issueFreespins } from '../freespins/issue-freespins';
import { type Posting, postLedgerTransactions } from '../ledger/post';

/** A prize place with its winner (the player ranked at that place) and the amounts at value in his wallet. */
interface WonPrize {
  id: number;
  award_place: number;
  user_id: number;
  wallet: string;
  money_cents: number;
  freespins_count: number;
  freespins_game: string | null;
  freespins_bet_cents: number;
  bonus_cents: number;
  wager_multiplier: number;
}

/** The closed tournament whose places are paid. */
export interface ClosedTournament {
  id: number;
  title: string;
}

/**
 * Pays the prize places of a tournament being closed, inside the closing transaction (after `final_place` is written):
 * each place that has a player at that final place gives him, in the wallet of his first scoring round and at value
 * there (the comp point accrual rates, docs/tournaments.md), the cash from `house_tournaments` through the ledger
 * (`tournament_prize`), the free spins through the free-spin engine and the bonus through the bonus engine (both as
 * gifts the player activates; winnings and the bonus wagered `wager_multiplier` times), and is marked paid. Places
 * nobody reached stay unpaid. Returns how many places were paid.
 */
export async function payTournamentPrizes(tx: Queryable, tournament: ClosedTournament, now: Date): Promise<number> {
  const won = await tx.query<WonPrize>(
    `select z.id, z.award_place, p.user_id, p.currency as wallet,
       tournament_value_cents(z.money_award_cents, t.currency, p.currency) as money_cents,
       z.freespins_count, z.freespins_game,
       greatest(1, tournament_value_cents(z.freespins_bet_cents, t.currency, p.currency)) as freespins_bet_cents,
       tournament_value_cents(z.bonus_amount_cents, t.currency, p.currency) as bonus_cents, z.wager_multiplier
     from tournament_prizes z
     join tournaments t on t.id = z.tournament_id
     join tournament_players p on p.tournament_id = z.tournament_id and p.final_place = z.award_place
     where z.tournament_id = $1 and z.paid_user_id is null
     order by z.award_place`,
    [tournament.id],
  );
  const postings: Posting[] = won
    .filter((prize) => prize.money_cents > 0)
    .map((prize) => ({
      kind: 'tournament_prize',
      userId: prize.user_id,
      legs: [
        { account: { currency: prize.wallet, kind: 'house_tournaments' }, amountCents: -prize.money_cents },
        { account: { userId: prize.user_id, currency: prize.wallet, kind: 'cash' }, amountCents: prize.money_cents },
      ],
    }));
  await postLedgerTransactions(tx, postings, now);
  for (const prize of won) {
    const title = `${tournament.title}: place ${prize.award_place}`;
    if (prize.freespins_count > 0 && prize.freespins_game) {
      await issueFreespins(
        tx,
        {
          userId: prize.user_id,
          strategy: 'gift',
          title,
          currency: prize.wallet,
          games: [prize.freespins_game],
          count: prize.freespins_count,
          betLevelCents: prize.freespins_bet_cents,
          wagerMultiplier: prize.wager_multiplier,
          groupKey: `tournament:${tournament.id}`,
        },
        now,
      );
    }
    if (prize.bonus_cents > 0) {
      await issueBonus(
        tx,
        {
          userId: prize.user_id,
          strategy: 'gift',
          title,
          currency: prize.wallet,
          amountCents: prize.bonus_cents,
          wagerMultiplier: prize.wager_multiplier,
          groupKey: `tournament:${tournament.id}`,
        },
        now,
      );
    }
  }
  if (won.length > 0) {
    await tx.query(
      `update tournament_prizes set paid_user_id = won.user_id, paid_at = $2
       from unnest($1::bigint[], $3::bigint[]) as won (id, user_id) where tournament_prizes.id = won.id`,
      [won.map((prize) => prize.id), now, won.map((prize) => prize.user_id)],
    );
  }
  return won.length;
}
