import type { Queryable } from '../db/database';
import { playRealRound } from '../games/play/real-round';
import { cryptoRng } from '../games/slot/rng';
import { postOpeningBalance } from '../ledger/opening-balance';
import { createPlayer } from '../players/create-player';
import { closeTournament } from '../tournaments/close-tournaments';
import { createTournament } from '../tournaments/create-tournament';
import { demoTournaments, TOURNAMENT_REGULARS, type TournamentRegular } from './demo-tournaments';
import { LOOTBOX_GAMES } from './lootbox-configs';

const MINUTE = 60_000;
/** Cash each regular starts with, major units of his currency. */
const STARTING_UNITS = 5_000;

async function seedRegular(tx: Queryable, regular: TournamentRegular, passwordHash: string, now: Date) {
  const [currency] = await tx.query<{ subunits_to_unit: number }>(
    'select subunits_to_unit from currencies where code = $1',
    [regular.currency],
  );
  const createdAt = new Date(now.getTime() - 30 * 24 * 60 * MINUTE);
  const id = await createPlayer(
    tx,
    {
      email: regular.email,
      passwordHash,
      currency: regular.currency,
      country: regular.country,
      language: 'en',
      licenseName: 'CW',
      termsAccepted: true,
      confirmedAt: createdAt,
      nickname: regular.nickname,
      firstName: regular.firstName,
      lastName: regular.lastName,
    },
    createdAt,
  );
  await postOpeningBalance(
    tx,
    id,
    { currency: regular.currency, cashCents: STARTING_UNITS * (currency?.subunits_to_unit ?? 100), bonusCents: 0 },
    createdAt,
  );
  return id;
}

/** Each regular's `rounds` real rounds, a few minutes apart from `from`, the players taking turns. */
async function playRounds(
  tx: Queryable,
  players: ReadonlyMap<TournamentRegular, number>,
  rounds: (regular: TournamentRegular) => number,
  from: Date,
) {
  const games = Object.values(LOOTBOX_GAMES).map((game) => game.identifier);
  const most = Math.max(...[...players.keys()].map(rounds));
  let at = from.getTime();
  for (let turn = 0; turn < most; turn++) {
    for (const [regular, userId] of players) {
      if (turn >= rounds(regular)) continue;
      at += 3 * MINUTE;
      const identifier = games[(turn + userId) % games.length] as string;
      await playRealRound(
        tx,
        { userId, identifier, currency: regular.currency, lineBetCents: regular.lineBetCents },
        new Date(at),
        cryptoRng,
      );
    }
  }
}

/**
 * The seeded tournaments (docs/tournaments.md, Seeds), once: a finished one whose regulars' real rounds were played
 * at past times and which the close job closed (its prizes paid), a running one with the regulars' rounds of the last
 * hours, a future one, and quests (xs, m, and an `ffc` one for the test team) running. Skipped when the running one
 * exists. The regulars get the first user's password hash (the demo password).
 */
export async function seedTournaments(tx: Queryable, now: Date): Promise<void> {
  const seeded = demoTournaments(now);
  const [exists] = await tx.query('select 1 from tournaments where frontend_identifier = $1', [
    seeded.running.frontendIdentifier,
  ]);
  if (exists) return;
  const [hash] = await tx.query<{ hash: string }>(`select encrypted_password as hash from users order by id limit 1`);
  const players = new Map<TournamentRegular, number>();
  for (const regular of TOURNAMENT_REGULARS) {
    const [known] = await tx.query<{ id: number }>('select id from users where lower(email) = $1', [regular.email]);
    players.set(regular, known?.id ?? (await seedRegular(tx, regular, hash?.hash ?? '!', now)));
  }
  const finished = await createTournament(tx, seeded.finished, seeded.finished.startAt);
  for (const tournament of [seeded.running, ...seeded.quests, seeded.future]) {
    await createTournament(tx, tournament, tournament.startAt < now ? tournament.startAt : now);
  }
  // the finished one: rounds two days into it, then the close job's close at its end
  await playRounds(
    tx,
    players,
    (regular) => regular.finishedRounds,
    new Date(seeded.finished.startAt.getTime() + 2 * 24 * 60 * MINUTE),
  );
  await closeTournament(tx, finished, seeded.finished.endAt);
  // the running one and the quests: rounds of the last hours
  const most = Math.max(...TOURNAMENT_REGULARS.map((regular) => regular.runningRounds));
  await playRounds(
    tx,
    players,
    (regular) => regular.runningRounds,
    new Date(now.getTime() - (most * TOURNAMENT_REGULARS.length + 5) * 3 * MINUTE),
  );
}
