import { hostInput } from '@casino/sdk/contract';
import { PersonalInfo, type PersonalInfoProps } from '../../PersonalInfo/PersonalInfo';
import { jsonParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

const fieldName = hostInput.text({ min: 1, max: 100 });

/** The personal-info form: a `fields` attribute (a JSON list of profile field names) and `casino:saved` once saved. */
export const personalInfoWidget: WidgetDefinition<PersonalInfoProps> = {
  name: 'personal-info',
  reservedSize: '136px',
  component: PersonalInfo,
  events: {
    onSaved: () => ['casino:saved', null],
  },
  attributes: {
    fields: jsonParser(hostInput.list(fieldName, { max: 50 })),
  },
};
