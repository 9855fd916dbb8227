import { type Appearance, ProfilePatch } from '@casino/sdk/contract';
import { minimumAge, type ValidationCode, validateField } from '@casino/sdk/rules';
import { useId, useMemo, useState } from 'react';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useT } from '../provider/useT';
import { countryName } from '../shell/displayNames';
import { formMessageText } from '../shell/formMessage';
import { InfoUnavailable } from '../shell/InfoUnavailable';
import { useForm } from '../shell/useForm';
import { WidgetShell } from '../shell/WidgetShell';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { type PersonalInfoFieldView, personalInfoFields, storedValue } from './personalInfoFields';

/** Props of {@link PersonalInfo}. All optional. */
export interface PersonalInfoProps {
  /** Profile fields to ask, in order. Defaults to the deposit context of the platform's player fields. */
  fields?: string[];
  /** Called once the details are saved (or were already as entered). Defaults to none. */
  onSaved?: () => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The personal-info form (core.md §5): the player's details prefilled from the profile, checked with the spec's rules
 * (licence-aware birthday) before `casino.player.update`, server errors per field, `once_set` fields read-only once set.
 */
export function PersonalInfo({ appearance, ...props }: PersonalInfoProps) {
  return (
    <WidgetShell widget="personal-info" appearance={appearance}>
      <PersonalInfoContent {...props} />
    </WidgetShell>
  );
}

/** Internal: the personal-info form without its widget frame, for widgets that ask for details on the way (the cashbox). */
export function PersonalInfoContent({ fields, onSaved }: Omit<PersonalInfoProps, 'appearance'>) {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  const playerFields = useCasinoSignal((state) => state.playerFields.value);
  const countries = useCasinoSignal((state) => state.countries.value);
  const { t } = useT();
  const headingId = useId();

  if (loginState !== 'logged' || !profile) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('personal_info.title')}</h2>
        <p>{t('personal_info.guest')}</p>
      </section>
    );
  }

  if (!playerFields || countries.length === 0) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('personal_info.title')}</h2>
        <InfoUnavailable />
      </section>
    );
  }

  return <PersonalInfoForm key={profile.id} names={fields ?? playerFields.contexts.deposit} onSaved={onSaved} />;
}

type Values = Record<string, string | boolean>;

interface PersonalInfoFormProps {
  /** The fields asked, in order. */
  names: readonly string[];
  onSaved?: () => void;
}

function PersonalInfoForm({ names, onSaved }: PersonalInfoFormProps) {
  const casino = useCasino();
  const profile = useCasinoSignal((state) => state.profile.value);
  const playerFields = useCasinoSignal((state) => state.playerFields.value);
  const countries = useCasinoSignal((state) => state.countries.value);
  const licence = useCasinoSignal((state) => state.licence.value);
  const { t, language } = useT();
  const headingId = useId();
  const views = useMemo(
    () => (profile && playerFields ? personalInfoFields(names, playerFields, profile) : []),
    [names, playerFields, profile],
  );
  const editable = views.filter((view) => !view.locked);
  const [saved, setSaved] = useState(false);
  const age = minimumAge(licence);
  const form = useForm<Values>({
    initial: () => Object.fromEntries(views.map((view) => [view.name, profile ? storedValue(profile, view.name) : ''])),
    fields: editable.map((view) => view.name),
    t,
    messageOptions: { age },
    failed: { key: 'personal_info.failed' },
    validate: (values) => {
      const found: Record<string, ValidationCode[]> = {};
      for (const view of editable) {
        if (view.type === 'checkbox') continue;
        const value = typeof values[view.name] === 'string' ? String(values[view.name]).trim() : '';
        const code = value === '' ? (view.required ? 'required' : null) : validateField(view.name, value, licence);
        if (code) found[view.name] = [code];
      }
      return found;
    },
    send: async (values) => {
      if (!profile) return undefined;
      const changes: Record<string, string | boolean | null> = {};
      for (const view of editable) {
        const stored = storedValue(profile, view.name);
        const value = values[view.name];
        if (typeof value === 'boolean') {
          if (value !== (stored === true)) changes[view.name] = value;
        } else {
          const entered = (value ?? '').trim();
          if (entered !== (typeof stored === 'string' ? stored : ''))
            changes[view.name] = entered === '' ? null : entered;
        }
      }
      const patch = ProfilePatch.parse(changes);
      if (Object.keys(patch).length > 0) await casino.player.update(patch);
      setSaved(true);
      onSaved?.();
      return undefined;
    },
  });
  const { values, text, errorOf, register, busy, formErrors, submit } = form;
  const set = (name: string, value: string | boolean) => {
    setSaved(false);
    form.set(name, value);
  };

  const countryOptions = countries
    .map((country) => ({ value: country.code, label: countryName(country.code, language, country.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  const choiceLabel = (view: PersonalInfoFieldView, choice: string) =>
    view.name === 'country'
      ? (countryOptions.find((option) => option.value === choice)?.label ?? choice)
      : t(`option.${view.name}.${choice}`, { defaultValue: choice });

  const renderField = (view: PersonalInfoFieldView) => {
    const label = t(`field.${view.name}`, { defaultValue: view.name.replace(/_/g, ' ') });
    if (view.locked) {
      const value = text(view.name);
      return (
        <TextField
          key={view.name}
          name={view.name}
          label={label}
          hint={t('personal_info.locked')}
          readOnly
          value={view.type === 'select' ? choiceLabel(view, value) : value}
        />
      );
    }
    if (view.type === 'checkbox') {
      return (
        <CheckboxField
          key={view.name}
          ref={register(view.name)}
          name={view.name}
          label={label}
          checked={values[view.name] === true}
          onCheckedChange={(checked) => set(view.name, checked)}
          error={errorOf(view.name)}
        />
      );
    }
    if (view.type === 'select') {
      const options =
        view.name === 'country'
          ? countryOptions
          : view.choices.map((choice) => ({ value: choice, label: choiceLabel(view, choice) }));
      return (
        <SelectField
          key={view.name}
          ref={register(view.name)}
          name={view.name}
          label={label}
          placeholder={t('common.choose')}
          options={options}
          autoComplete={view.autoComplete}
          required={view.required}
          value={text(view.name)}
          onValueChange={(value) => set(view.name, value)}
          error={errorOf(view.name)}
        />
      );
    }
    return (
      <TextField
        key={view.name}
        ref={register(view.name)}
        name={view.name}
        label={label}
        type={view.type}
        autoComplete={view.autoComplete}
        required={view.required}
        value={text(view.name)}
        onValueChange={(value) => set(view.name, value)}
        error={errorOf(view.name)}
      />
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <form className="casino-stack" noValidate onSubmit={submit}>
        <h2 id={headingId}>{t('personal_info.title')}</h2>
        <p>{t('personal_info.intro')}</p>
        {formErrors.length > 0 ? (
          <Alert>
            {formErrors.map((message) => {
              const line = formMessageText(t, message);
              return <p key={line}>{line}</p>;
            })}
          </Alert>
        ) : null}
        {saved ? <Alert tone="success">{t('personal_info.saved')}</Alert> : null}
        {views.map(renderField)}
        <Button type="submit" busy={busy}>
          {busy ? t('personal_info.submitting') : t('personal_info.submit')}
        </Button>
      </form>
    </section>
  );
}
