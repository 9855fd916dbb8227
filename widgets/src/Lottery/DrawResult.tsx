import type { Lottery } from '@casino/sdk/contract';
import type { DrawVerification } from '@casino/sdk/tournaments';
import { useId, useState } from 'react';
import { useTournaments } from '../tournaments/useTournaments';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

type Check = { step: 'idle' } | { step: 'checking' } | { step: 'done'; result: DrawVerification } | { step: 'failed' };

/**
 * Internal: a drawn lottery's winning tickets, and "Verify the draw": the published seed, its SHA-256 computed in the
 * browser against the commitment published before the draw, and the winners drawn again from the seed and the
 * ticket list, against the published ones.
 */
export function DrawResult({ lottery }: { lottery: Lottery }) {
  const { t } = useTournamentsT();
  const { lotteries } = useTournaments();
  const headingId = useId();
  const redrawnId = useId();
  const [check, setCheck] = useState<Check>({ step: 'idle' });
  const { winners } = lottery.draw;

  async function verify() {
    setCheck({ step: 'checking' });
    try {
      setCheck({ step: 'done', result: await lotteries.verifyDraw(lottery) });
    } catch {
      setCheck({ step: 'failed' });
    }
  }

  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h3 id={headingId}>{t('tournaments.lottery.result')}</h3>
      {winners.length === 0 ? (
        <p>{t('tournaments.lottery.no_winners')}</p>
      ) : (
        <ol aria-labelledby={headingId}>
          {winners.map((winner) => (
            <li key={winner.award_place}>
              {t('tournaments.lottery.winner', {
                place: winner.award_place,
                ticket: winner.ticket_number,
                nickname: winner.nickname,
              })}
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button variant="secondary" busy={check.step === 'checking'} onClick={() => void verify()}>
          {t('tournaments.lottery.verify')}
        </Button>
      </div>
      <div aria-live="polite">
        {check.step === 'checking' ? <p>{t('tournaments.lottery.verifying')}</p> : null}
        {check.step === 'failed' ? <Alert>{t('tournaments.lottery.verify_failed')}</Alert> : null}
        {check.step === 'done' ? (
          <dl className="casino-lottery__proof">
            <dt>{t('tournaments.lottery.seed')}</dt>
            <dd className="casino-lottery__hex">{check.result.seed}</dd>
            <dt>{t('tournaments.lottery.seed_hash')}</dt>
            <dd>
              <span className="casino-lottery__hex">{check.result.seedHash}</span>
              <br />
              <span className="casino-lottery__verdict" data-holds={check.result.commitmentHolds}>
                {t(
                  check.result.commitmentHolds
                    ? 'tournaments.lottery.commitment_holds'
                    : 'tournaments.lottery.commitment_broken',
                )}
              </span>
            </dd>
            <dt id={redrawnId}>{t('tournaments.lottery.redrawn')}</dt>
            <dd>
              <ol aria-labelledby={redrawnId}>
                {check.result.winners.map((winner) => (
                  <li key={winner.award_place}>
                    {t('tournaments.lottery.place', { place: winner.award_place })}:{' '}
                    {t('tournaments.lottery.ticket', { number: winner.ticket_number })}
                  </li>
                ))}
              </ol>
              <span className="casino-lottery__verdict" data-holds={check.result.winnersMatch}>
                {t(
                  check.result.winnersMatch
                    ? 'tournaments.lottery.winners_match'
                    : 'tournaments.lottery.winners_differ',
                )}
              </span>
            </dd>
          </dl>
        ) : null}
      </div>
    </section>
  );
}
