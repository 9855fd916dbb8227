import { Balance, useCasinoSignal, useFormat } from '@casino/widgets';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { usePopupLinkState } from './usePopupLinkState';

/** The header's balance button: shows the total and opens the Balance widget below it (Escape or a click outside closes it). */
export function BalanceDropdown() {
  const balance = useCasinoSignal((state) => state.balance.value);
  const format = useFormat();
  const { t } = useSiteT();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const popupState = usePopupLinkState();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (event.target instanceof Node && root.current?.contains(event.target)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const total =
    balance && format.currency(balance.currency) ? format.money(balance.totalCents, balance.currency) : null;

  return (
    <div className="balance-dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className="balance-dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="balance-dropdown__label">{t('header.balance')}</span>
        {total ? <span className="balance-dropdown__total">{total}</span> : null}
      </button>
      <div id={panelId} className="balance-dropdown__panel" hidden={!open}>
        {open ? (
          <Balance
            appearance={SITE_APPEARANCE}
            onDeposit={() => {
              setOpen(false);
              navigate('/deposit', { state: popupState });
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
