/** Styles of the jackpot win popup: a centred box over a dimmed page. */
export const WIN_POPUP_CSS = `
.casino-jackpot-win__backdrop {
  position: fixed; inset: 0; z-index: 1000; display: grid; place-items: center; padding: 16px; background: rgb(0 0 0 / 0.55);
}
.casino-jackpot-win {
  display: grid; gap: 10px; justify-items: center; text-align: center; max-width: 360px; width: 100%; padding: 28px 20px;
  border-radius: var(--casino-border-radius); background: var(--casino-color-surface); color: var(--casino-color-text);
}
.casino-jackpot-win .casino-jackpot-amount { font-size: 2rem; color: var(--casino-color-primary); }
`;
