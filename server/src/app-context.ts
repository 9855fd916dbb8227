import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

/** What every route and hook of the app shares. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  clock: Clock;
}
