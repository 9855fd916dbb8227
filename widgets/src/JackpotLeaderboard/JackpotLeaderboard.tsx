import type { Appearance, JackpotWin } from '@casino/sdk/contract';
import { biggestJackpotWins, latestJackpotWins } from '@casino/sdk/rules';
import { type ReactNode, useId } from 'react';
import { useFormat } from '../format/useFormat';
import { useJackpotMoney } from '../format/useJackpotMoney';
import { JackpotsShell } from '../jackpots/JackpotsShell';
import { useJackpots } from '../jackpots/useJackpots';
import { useJackpotsT } from '../jackpots/useJackpotsT';
import { useResource } from '../provider/useResource';
import { LEADERBOARD_CSS } from './leaderboardCss';

/** Props of {@link JackpotLeaderboard}. All optional. */
export interface JackpotLeaderboardProps {
  /** The jackpot's identifier, to show its wins only. Defaults to the wins of every jackpot. */
  jackpot?: string;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The jackpot winners (loyalty.md §3, §9): the latest and the biggest wins, 5 each, with the winner's masked name,
 * the level, the amount and the date. Loaded again after the player wins; a list that cannot be loaded shows no wins
 * (loyalty.md §8: the failure is only logged).
 */
export function JackpotLeaderboard({ jackpot, appearance }: JackpotLeaderboardProps) {
  return (
    <JackpotsShell widget="jackpot-leaderboard" appearance={appearance}>
      <style>{LEADERBOARD_CSS}</style>
      <LeaderboardContent jackpot={jackpot ?? ''} />
    </JackpotsShell>
  );
}

function LeaderboardContent({ jackpot }: { jackpot: string }) {
  const { t } = useJackpotsT();
  const headingId = useId();
  const wins = useResource(useJackpots().wins.get(jackpot), 'fresh');
  let content: ReactNode;
  if (wins.status !== 'ready' && wins.data.length === 0) {
    content = <div className="casino-skeleton" role="status" aria-busy="true" />;
  } else if (wins.data.length === 0) {
    content = <p>{t('jackpots.leaderboard.empty')}</p>;
  } else {
    content = (
      <div className="casino-jackpot-boards">
        <WinsTable caption={t('jackpots.leaderboard.latest')} wins={latestJackpotWins(wins.data)} />
        <WinsTable caption={t('jackpots.leaderboard.biggest')} wins={biggestJackpotWins(wins.data)} />
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="casino-stack casino-jackpots">
      <h2 id={headingId}>{t('jackpots.leaderboard.title')}</h2>
      {content}
    </section>
  );
}

function WinsTable({ caption, wins }: { caption: string; wins: readonly JackpotWin[] }) {
  const { t } = useJackpotsT();
  const format = useFormat();
  const money = useJackpotMoney();
  return (
    <table className="casino-jackpot-wins">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('jackpots.leaderboard.player')}</th>
          <th scope="col">{t('jackpots.leaderboard.level')}</th>
          <th scope="col">{t('jackpots.leaderboard.amount')}</th>
          <th scope="col">{t('jackpots.leaderboard.date')}</th>
        </tr>
      </thead>
      <tbody>
        {wins.map((win) => (
          <tr key={win.id}>
            <td>{win.user_name}</td>
            <td>{win.jackpot_level_name}</td>
            <td>{money(win.amount_cents, win.currency)}</td>
            <td>{format.dateTime(win.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
