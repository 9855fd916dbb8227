import type { Appearance } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useNow } from '../PromoTimer/useNow';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { useVip } from '../vip/useVip';
import { useVipT } from '../vip/useVipT';
import { VipShell } from '../vip/VipShell';
import { isVipManagerOnline } from './managerHours';

/** Props of {@link VipManager}. All optional. */
export interface VipManagerProps {
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/** Collapses consecutive ISO weekdays into ranges: [1,2,3,4,5] → [[1,5]]. */
function dayRanges(days: readonly number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else ranges.push([day, day]);
  }
  return ranges;
}

/**
 * The signed-in player's VIP manager (api-facts §8), the one of his VIP status's group: name, avatar, working hours
 * with "online now" while at work, and the links to reach him. Renders nothing for guests, regular players and
 * statuses without a manager.
 */
export function VipManager({ appearance }: VipManagerProps) {
  return (
    <VipShell widget="vip-manager" appearance={appearance}>
      <VipManagerContent />
    </VipShell>
  );
}

function VipManagerContent() {
  useSignals();
  const { managers, progress } = useVip();
  const { t } = useVipT();
  const logged = useCasinoSignal((state) => state.loginState.value) === 'logged';
  useResource(managers.list, 'once');
  useResource(progress, 'once');
  const now = useNow(60_000);
  const headingId = useId();
  const manager = managers.mine.value;
  if (!logged || !manager) return null;
  const online = isVipManagerOnline(manager.hours, now);
  const dayName = (day: number) => t(`vip.manager.day.${day}`);
  const days = dayRanges(manager.hours.days)
    .map(([first, last]) => (first === last ? dayName(first) : `${dayName(first)}–${dayName(last)}`))
    .join(', ');
  return (
    <section aria-labelledby={headingId} className="casino-vip-manager">
      <img src={manager.avatar_url} alt="" />
      <div className="casino-stack casino-stack--tight">
        <h2 id={headingId}>{t('vip.manager.title')}</h2>
        <p>
          <strong>{manager.name}</strong> ·{' '}
          <span className={online ? 'casino-vip-manager__online' : 'casino-vip-muted'}>
            {t(online ? 'vip.manager.online' : 'vip.manager.offline')}
          </span>
        </p>
        <p className="casino-vip-muted">
          {t('vip.manager.hours', {
            days,
            from: manager.hours.from,
            to: manager.hours.to,
            zone: manager.hours.time_zone,
          })}
        </p>
        <ul aria-label={t('vip.manager.contacts', { name: manager.name })}>
          {manager.contacts.map((contact) => (
            <li key={contact.href}>
              <a
                className="casino-button casino-button--secondary"
                href={contact.href}
                aria-label={`${t(`vip.manager.contact.${contact.kind}`)} ${contact.label}`}
                target={contact.href.startsWith('https:') ? '_blank' : undefined}
                rel={contact.href.startsWith('https:') ? 'noopener noreferrer' : undefined}
              >
                {t(`vip.manager.contact.${contact.kind}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
