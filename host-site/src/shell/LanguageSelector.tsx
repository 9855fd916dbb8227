import { SelectField, useCasino, useCasinoSignal } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';
import { selectableLocales, showsLanguageSelector } from './languageSelectorRule';

/** Props of {@link LanguageSelector}. */
export interface LanguageSelectorProps {
  /** Whether the label is visible or only announced. Defaults to `false` (announced only, for the header). */
  visibleLabel?: boolean;
}

/** Chooses the site's locale with `casino.setLocale`; rendered only when {@link showsLanguageSelector} allows it. */
export function LanguageSelector({ visibleLabel = false }: LanguageSelectorProps) {
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const locales = useCasinoSignal((state) => state.locales.value);
  const locale = useCasinoSignal((state) => state.locale.value);
  const { t } = useSiteT();
  if (!showsLanguageSelector(loginState, locales)) return null;
  const label = t('language.label');
  return (
    <div className="language-selector">
      <SelectField
        label={visibleLabel ? label : <span className="casino-visually-hidden">{label}</span>}
        options={selectableLocales(locales).map((option) => ({ value: option.code, label: option.name_in_locale }))}
        value={locale}
        onValueChange={(code) => {
          void casino.setLocale(code);
        }}
      />
    </div>
  );
}
