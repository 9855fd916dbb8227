import type { Queryable } from '../db/database';
import { type PromoPrizeTerms, payPromoPrize } from '../promotions/pay-prize';

/** A prize place with its winner (the player ranked at that place) and the wallet of his first scoring round. */
interface WonPrize extends PromoPrizeTerms {
  id: number;
  award_place: number;
  user_id: number;
  wallet: string;
}

/** The closed tournament whose places are paid. */
export interface ClosedTournament {
  id: number;
  title: string;
  currency: string;
}

/**
 * Pays the prize places of a tournament being closed, inside the closing transaction (after `final_place` is written):
 * each place that has a player at that final place is paid with `payPromoPrize` (the lotteries pay theirs the same
 * way) in the wallet of his first scoring round, at value there: the cash from `house_tournaments` through the ledger
 * (`tournament_prize`), the free spins and the bonus as gifts (winnings and the bonus wagered `wager_multiplier`
 * times). Each paid place is marked. Places nobody reached stay unpaid. Returns how many places were paid.
 */
export async function payTournamentPrizes(tx: Queryable, tournament: ClosedTournament, now: Date): Promise<number> {
  const won = await tx.query<WonPrize>(
    `select z.id, z.award_place, p.user_id, p.currency as wallet, z.money_award_cents, z.freespins_count,
       z.freespins_game, z.freespins_bet_cents, z.bonus_amount_cents, z.wager_multiplier
     from tournament_prizes z
     join tournament_players p on p.tournament_id = z.tournament_id and p.final_place = z.award_place
     where z.tournament_id = $1 and z.paid_user_id is null
     order by z.award_place`,
    [tournament.id],
  );
  for (const prize of won) {
    await payPromoPrize(
      tx,
      prize,
      {
        userId: prize.user_id,
        prizeCurrency: tournament.currency,
        walletCurrency: prize.wallet,
        title: `${tournament.title}: place ${prize.award_place}`,
        groupKey: `tournament:${tournament.id}`,
        house: 'house_tournaments',
        transactionKind: 'tournament_prize',
      },
      now,
    );
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
