import type { Casino } from '../casino';
import type { BonusSettingsRequest } from '../contract/bonuses';
import { routePath } from '../contract/routes';
import { UnreadBody } from '../contract/unread-body';

/**
 * Turns receiving bonuses on or off (PATCH /api/player/update_bonus_settings), then reloads the profile, whose
 * `can_issue_bonuses` shows it. Throws on failure. The gift list and the Rocket Mart's exchange both call it.
 */
export async function updateBonusSettings(casino: Pick<Casino, 'http' | 'session'>, canIssue: boolean): Promise<void> {
  await casino.http.patch(
    routePath('updateBonusSettings'),
    { can_issue: canIssue } satisfies BonusSettingsRequest,
    UnreadBody,
  );
  await casino.session.reloadProfile();
}
