/**
 * What an answer is validated with: a Standard Schema (https://standardschema.dev). Every zod schema of the contract
 * is one, so the HTTP client validates without importing a validator and the core's first load carries none.
 */
export interface Schema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => SchemaResult<Output> | Promise<SchemaResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

/** One thing an answer got wrong: the message and where. */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** The value a schema accepts, or the issues it found. */
export type SchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<SchemaIssue> };

/** The parsed value of schema `S`. */
export type SchemaOutput<S extends Schema> = NonNullable<S['~standard']['types']>['output'];

/** A schema whose module is imported on first use; the client starts the import together with the request. */
export interface LazySchema<S extends Schema> {
  readonly load: () => Promise<S>;
}

/** The contract schema of an answer, or its lazy import. */
export type AnswerSchema<S extends Schema> = S | LazySchema<S>;

/** Lazy schemas of one contract module: `pick` one, or load the whole `module`. */
export interface LazySchemaModule<M> {
  <S extends Schema>(pick: (module: M) => S): LazySchema<S>;
  /** The module, imported on first use (once; again after a failed import). */
  module(): Promise<M>;
}

/**
 * The schemas of a contract module imported (with zod) on first use, e.g. `lazySchemas(() => import('../contract/games'))`,
 * so that a page loads them with the first request that needs one, and a page that needs none never does.
 */
export function lazySchemas<M>(load: () => Promise<M>): LazySchemaModule<M> {
  let loading: Promise<M> | undefined;
  const module = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const pick = <S extends Schema>(choose: (loaded: M) => S): LazySchema<S> => ({ load: () => module().then(choose) });
  return Object.assign(pick, { module });
}

/** Loads `schema` when it is lazy. */
export function resolveSchema<S extends Schema>(schema: AnswerSchema<S>): Promise<S> {
  return '~standard' in schema ? Promise.resolve(schema) : schema.load();
}

/** Validates `data` with `schema`, loading it first when it is lazy. */
export async function validate<S extends Schema>(
  schema: AnswerSchema<S>,
  data: unknown,
): Promise<SchemaResult<SchemaOutput<S>>> {
  const loaded = await resolveSchema(schema);
  return (await loaded['~standard'].validate(data)) as SchemaResult<SchemaOutput<S>>;
}

/** A path of an issue as dotted text (`accounts.0.currency`). */
export function issuePath(issue: SchemaIssue): string {
  return (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
}
