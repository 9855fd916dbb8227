/** What a schema says about one problem in a value (the shape of a zod issue). */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  expected?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
}

/** Says in one line what is wrong with a value a schema rejected, e.g. `variables.colorText: expected string`. */
export function describeIssues(issues: readonly SchemaIssue[]): string {
  return issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'value';
      if (issue.code === 'invalid_type') return `${where}: expected ${issue.expected}`;
      if (issue.code === 'invalid_value') {
        return `${where}: expected one of ${(issue.values ?? []).map((value) => JSON.stringify(value)).join(', ')}`;
      }
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys ?? [];
        const unknown = `unknown key${keys.length === 1 ? '' : 's'} ${keys.join(', ')}`;
        return issue.path.length > 0 ? `${where}: ${unknown}` : unknown;
      }
      return `${where}: ${issue.code.replaceAll('_', ' ')}`;
    })
    .join('; ');
}
