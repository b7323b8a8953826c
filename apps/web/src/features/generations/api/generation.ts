/** A generations row as the web app reads it. */
export interface Generation {
  id: string;
  name: string;
  type: string;
  created_at: string;
  charged: boolean;
}

/** The columns the lists show; history reads the same ones, so both share one row shape. */
export const GENERATION_COLUMNS = 'id, name, type, created_at, charged';

/** Every generations query of one user shares this key prefix, so one invalidation refreshes them all. */
export const generationsKey = (userId: string) => ['generations', userId] as const;
