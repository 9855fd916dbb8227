import { EmbedFrame } from '@casino/widgets/embed';
import { useParams } from 'react-router';

/**
 * /embed/:widget — one widget full-frame for an iframe parent, without the site's shell. Also every other `/embed…`
 * path (`/embed`, `/embed/x/y`), which names no widget and shows the unknown-widget message, so that no embed URL
 * renders the signed-in site.
 */
export function EmbedPage() {
  const { widget, '*': rest } = useParams();
  return <EmbedFrame widget={widget ?? rest ?? ''} />;
}
