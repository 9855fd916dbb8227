import type { LazySchema, Schema } from './http/schema';

type CoreAnswers = typeof import('./contract/core-answers');
/** Names of the schemas in `contract/core-answers`. */
type CoreAnswerName = { [K in keyof CoreAnswers]: CoreAnswers[K] extends Schema ? K : never }[keyof CoreAnswers];

let loading: Promise<CoreAnswers> | undefined;

function loadCoreAnswers(): Promise<CoreAnswers> {
  loading ??= import('./contract/core-answers').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The core's answer schema `name`, imported (with zod) by the first request that needs one: the SDK core's first
 * load stays small and the import runs while that request is on the network.
 */
export function coreAnswer<K extends CoreAnswerName>(name: K): LazySchema<CoreAnswers[K]> {
  return { load: () => loadCoreAnswers().then((answers) => answers[name]) };
}
