import type { Currency, PaymentAction, PaymentMethod, PaymentMethodFields } from '@casino/sdk/contract';
import type { ReactNode } from 'react';
import { PersonalInfoContent } from '../PersonalInfo/PersonalInfo';
import { useCasino } from '../provider/useCasino';
import { Alert } from '../ui/Alert';
import { LoadStatus } from './LoadStatus';
import { useCashboxT } from './useCashboxT';
import { useLoaded } from './useLoaded';

/** Props of {@link MethodFieldsGate}. */
export interface MethodFieldsGateProps {
  method: PaymentMethod;
  currency: Currency;
  action: PaymentAction;
  /** The form, once the method's fields are loaded and the player's details it needs are filled in. */
  children: (fields: PaymentMethodFields) => ReactNode;
}

/**
 * Internal: loads what a method asks (`getMethodFields`); while a profile field it needs is empty
 * (`isSubmitAvailable` false) it asks the player for those details first, then shows the form.
 */
export function MethodFieldsGate({ method, currency, action, children }: MethodFieldsGateProps) {
  const casino = useCasino();
  const { t } = useCashboxT();
  const { loaded, reload } = useLoaded(
    () => casino.payments.getMethodFields({ id: method.id, currency: currency.code, paymentAction: action }),
    [casino, method.id, currency.code, action],
  );
  if (loaded.status !== 'loaded') {
    return <LoadStatus loaded={loaded} failedTitle={t('cashbox.method.fields_failed')} onRetry={reload} />;
  }
  const fields = loaded.value;
  if (!fields.isSubmitAvailable && fields.playerFields.length > 0) {
    return (
      <div className="casino-stack">
        <Alert tone="info">{t('cashbox.method.details_first')}</Alert>
        <PersonalInfoContent fields={fields.playerFields.map((field) => field.field)} onSaved={reload} />
      </div>
    );
  }
  return children(fields);
}
