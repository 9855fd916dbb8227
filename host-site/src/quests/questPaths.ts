/** The list of quests (loyalty.md §2, named quests). */
export const QUESTS_PATH = '/quests';

/** A quest's page (named questPage, param slug): its `frontend_identifier` under {@link QUESTS_PATH}. */
export function questPagePath(slug: string): string {
  return `${QUESTS_PATH}/${encodeURIComponent(slug)}`;
}
