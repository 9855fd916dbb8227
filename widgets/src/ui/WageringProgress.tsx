import { useId } from 'react';

/** Props of {@link WageringProgress}. */
export interface WageringProgressProps {
  /** The label above the bar ("Wagering"). */
  label: string;
  /** Wagered over required, in percent, floored (core.md §3); the bar stops at 100. */
  percent: number;
  /** The percent in words, inside the bar for browsers that do not draw it ("24%"). */
  percentText: string;
  /** The amounts in words, under the bar ("€432.10 of €1,750.00 wagered (24%)"). */
  description: string;
}

/** Internal: a labelled wagering progress bar with its amounts as the description. */
export function WageringProgress({ label, percent, percentText, description }: WageringProgressProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="casino-field">
      <span id={labelId} className="casino-field__label">
        {label}
      </span>
      <progress
        className="casino-progress"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        max={100}
        value={Math.min(percent, 100)}
      >
        {percentText}
      </progress>
      <span id={descriptionId} className="casino-field__hint">
        {description}
      </span>
    </div>
  );
}
