import { SelectField } from '@casino/widgets';
import { useSearchParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { useProviders } from './useProviders';

/** The query parameter that holds the provider a category page is narrowed to. */
export const PROVIDER_PARAM = 'provider';

/** The provider a category page is narrowed to (`?provider=`), or undefined for every provider. */
export function useProviderParam(): string | undefined {
  const [params] = useSearchParams();
  return params.get(PROVIDER_PARAM) || undefined;
}

/** A labelled select of the game providers that narrows a category page; the choice is kept in `?provider=`. */
export function ProviderFilter() {
  const { t } = useSiteT();
  const providers = useProviders();
  const [params, setParams] = useSearchParams();
  const value = params.get(PROVIDER_PARAM) ?? '';
  return (
    <div className="provider-filter">
      <SelectField
        label={t('category.provider')}
        options={[
          { value: '', label: t('category.allProviders') },
          ...(providers ?? []).map((provider) => ({ value: provider.id, label: provider.title })),
        ]}
        value={value}
        disabled={providers === null}
        onValueChange={(provider) => {
          const next = new URLSearchParams(params);
          if (provider === '') next.delete(PROVIDER_PARAM);
          else next.set(PROVIDER_PARAM, provider);
          setParams(next, { replace: true });
        }}
      />
    </div>
  );
}
