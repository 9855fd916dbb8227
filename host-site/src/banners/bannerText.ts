/** A banner text with its `{name}` placeholders filled from `variables` (an unknown name stays as written). */
export function bannerText(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => variables[name] ?? whole);
}
