/** A generations row as the web app reads it. */
export interface Generation {
  id: string;
  name: string;
  type: string;
  created_at: string;
  charged: boolean;
  /** Generations the run used: 1 for a frame, a flow's screens for a flow. */
  screens: number;
  /** Set for a flow: its graph (see @app/shared/generate GenerationFlow); the lists only ask whether it is one. */
  flow?: unknown;
}

/** The columns the lists show; history reads the same ones, so both share one row shape. */
export const GENERATION_COLUMNS = 'id, name, type, created_at, charged, screens';

/** Every generations query of one user shares this key prefix, so one invalidation refreshes them all. */
export const generationsKey = (userId: string) => ['generations', userId] as const;
