import { type Limit, LimitList, type LimitRequest } from '../contract/limits';
import type { HttpClient } from '../http/client';

/** Path of the limits API. */
const LIMITS_PATH = '/api/user_limits';

/** The limits calls with their schemas: a chunk the limits module loads on its first call. */
export interface LimitsClient {
  list(): Promise<Limit[]>;
  set(request: LimitRequest): Promise<Limit[]>;
  remove(id: number): Promise<Limit[]>;
  confirm(token: string): Promise<Limit[]>;
}

/** Creates the limits calls on `http`. */
export function createLimitsClient(http: HttpClient): LimitsClient {
  return {
    list: () => http.get(LIMITS_PATH, LimitList),
    set: (request) => http.post(LIMITS_PATH, request, LimitList),
    remove: (id) => http.delete(`${LIMITS_PATH}/${id}`, LimitList),
    confirm: (token) => http.post(`${LIMITS_PATH}/confirm`, { token }, LimitList),
  };
}
