import type { QuestPathProps } from '../../QuestPath/QuestPath';
import { IdentifierAttribute } from '../attributeSchemas';
import { lazyWidget, type PendingProps } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded quest path: `quest` is an attribute, so it may be missing until the page sets it. */
export type EmbeddedQuestPathProps = PendingProps<QuestPathProps, 'quest'>;

/** A quest's level path (tournaments entry, loaded on first render): a `quest` attribute (identifier or id); no events. */
export const questPathWidget: WidgetDefinition<EmbeddedQuestPathProps> = {
  name: 'quest-path',
  reservedSize: '480px',
  component: lazyWidget<QuestPathProps, 'quest'>(
    () => import('../../QuestPath/QuestPath').then((module) => module.QuestPath),
    ['quest'],
  ),
  events: {},
  attributes: {
    quest: schemaParser(IdentifierAttribute),
  },
};
