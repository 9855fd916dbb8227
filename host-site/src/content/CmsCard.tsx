import type { CmsPageSummary } from '@casino/sdk/contract';
import { useFormat } from '@casino/widgets';
import { Link } from 'react-router';

/** A page of a list (news, promotions) as a card: its picture, title (the link), date and description. */
export function CmsCard({ page, dated = true }: { page: CmsPageSummary; dated?: boolean }) {
  const format = useFormat();
  return (
    <li className="cms-card">
      {page.image ? <img className="cms-card__image" src={page.image} alt="" width={640} height={360} /> : null}
      <div className="cms-card__body">
        <h2 className="cms-card__title">
          <Link to={page.path}>{page.title}</Link>
        </h2>
        {dated ? (
          <p className="cms-card__date">
            <time dateTime={page.published_at}>{format.dateTime(page.published_at)}</time>
          </p>
        ) : null}
        {page.description ? <p>{page.description}</p> : null}
      </div>
    </li>
  );
}
