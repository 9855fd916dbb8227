import type { BannerSecondButton } from '@casino/sdk/contract';
import { useId, useState } from 'react';
import { PopupDialog } from '../popups/PopupDialog';

/** A banner's second button: it opens the terms popup (title, second title and text). */
export function BannerTerms({ button }: { button: BannerSecondButton }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button type="button" className="casino-button casino-button--secondary" onClick={() => setOpen(true)}>
        {button.name}
      </button>
      {open ? (
        <PopupDialog label={button.popup.title} labelledBy={titleId} onClose={() => setOpen(false)}>
          <h2 id={titleId}>{button.popup.title}</h2>
          {button.popup.secondTitle ? <p className="banner-terms__subtitle">{button.popup.secondTitle}</p> : null}
          <p>{button.popup.desc}</p>
        </PopupDialog>
      ) : null}
    </>
  );
}
