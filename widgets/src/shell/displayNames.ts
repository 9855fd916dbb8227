function displayName(code: string, language: string, type: 'region' | 'currency'): string | undefined {
  try {
    const name = new Intl.DisplayNames([language, 'en'], { type, fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** Internal: a country's name in the widget language (`Allemagne` for DE in French), else the platform's name. */
export function countryName(code: string, language: string, platformName: string): string {
  return displayName(code, language, 'region') ?? platformName;
}

/** Internal: a currency as `EUR — Euro` in the widget language; just the code when the language has no name for it. */
export function currencyLabel(code: string, language: string): string {
  const name = displayName(code, language, 'currency');
  return name ? `${code} — ${name}` : code;
}
