import * as z from 'zod/mini';

/** Answer of a call whose body the client does not read (sign-out, PATCH /api/player, groups…): accepted as is, never used. */
export const UnreadBody = z.unknown();
export type UnreadBody = z.infer<typeof UnreadBody>;
