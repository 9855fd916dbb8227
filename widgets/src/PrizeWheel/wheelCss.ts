/** Internal: styles of the prize wheel, rendered in its root (so they apply in a shadow root too). */
export const WHEEL_CSS = `
.casino-widget[data-casino-widget="prize-wheel"] { max-width: 440px; }
.casino-wheel { align-items: stretch; }
.casino-wheel h2 { margin: 0; }
.casino-wheel__drawing { display: block; width: 100%; max-width: 340px; height: auto; margin: 0 auto; }
.casino-wheel__rim { fill: var(--casino-color-text); }
.casino-wheel__segment path { stroke: var(--casino-color-background); stroke-width: 1; }
.casino-wheel__segment--even path { fill: var(--casino-color-primary); }
.casino-wheel__segment--even text { fill: var(--casino-color-on-primary); }
.casino-wheel__segment--odd path { fill: var(--casino-color-surface); }
.casino-wheel__segment--odd text { fill: var(--casino-color-text); }
.casino-wheel__segment text { font-size: 11px; font-weight: 700; font-family: var(--casino-font-family); }
.casino-wheel__hub { fill: var(--casino-color-background); stroke: var(--casino-color-text); stroke-width: 3; }
.casino-wheel__pointer { fill: var(--casino-color-danger); stroke: var(--casino-color-background); stroke-width: 2; }
.casino-wheel__announcement { min-height: 1.5em; margin: 0; font-weight: 700; text-align: center; }
.casino-wheel__spins { margin: 0; font-weight: 600; }
.casino-wheel__prize { margin: 0; text-align: center; }
.casino-wheel__prize a { color: var(--casino-color-text); font-weight: 600; }
.casino-wheel__prizes summary { cursor: pointer; font-weight: 600; padding: 10px 0; }
.casino-wheel__prizes ol { margin: 0; padding-inline-start: 24px; }
@media (prefers-reduced-motion: reduce) { .casino-wheel__slices { transition: none !important; } }
`;
