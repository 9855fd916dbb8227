import type { Notice } from '@casino/sdk/contract';
import { sanitizeHtml } from '../cms/sanitize-html';
import type { Queryable } from '../db/database';
import { GROUP } from '../seed/groups';

/** Groups that see notices (core.md §6): testers and group 916. */
export const NOTICE_GROUPS: readonly number[] = [GROUP.tester, GROUP.notices];

/**
 * The active notices, newest first, when the player is in a {@link NOTICE_GROUPS} group; else none. Their `content` is
 * HTML, sanitised here like CMS content (docs/cms.md).
 */
export async function listNotices(db: Queryable, userId: number): Promise<Notice[]> {
  const notices = await db.query<Notice>(
    `select n.id, n.type, n.title, n.text, n.content from notices n
     where n.active and exists (
       select 1 from user_groups g where g.user_id = $1 and g.group_id = any($2::integer[]))
     order by n.created_at desc, n.id desc`,
    [userId, [...NOTICE_GROUPS]],
  );
  return notices.map((notice) => ({
    ...notice,
    content: notice.content === null ? null : sanitizeHtml(notice.content),
  }));
}
