import { EmbedFrame } from '@casino/widgets/embed';
import { useParams } from 'react-router';

/** /embed/:widget — one widget full-frame for an iframe parent, without the site's shell. */
export function EmbedPage() {
  const { widget = '' } = useParams();
  return <EmbedFrame widget={widget} />;
}
