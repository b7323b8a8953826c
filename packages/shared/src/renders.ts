/**
 * The rendered preview of a generation: its code compiled against the real Compose, drawn
 * headlessly and scored against the design by a render job. The row (public.generation_renders)
 * says where the job is; the report (report.json in the generation's storage folder) says what
 * it found. The backend writes both, the web app and the plugin read them.
 */

export type RenderStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'unavailable';
export type RenderStage = 'preparing' | 'compiling' | 'rendering' | 'scoring';

/** A render job is tried at most this many times; then it is failed with its last reason. */
export const RENDER_ATTEMPTS = 3;

/** The row of public.generation_renders as the table API answers it. */
export interface GenerationRender {
  generation_id: string;
  status: RenderStatus;
  stage: RenderStage | null;
  attempts: number;
  error: string | null;
  score: number | null;
  layers: number | null;
  within_tolerance: number | null;
  image_similarity: number | null;
  render_path: string | null;
  report_path: string | null;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The columns the web app and the plugin select. */
export const GENERATION_RENDER_COLUMNS =
  'generation_id, status, stage, attempts, error, score, layers, within_tolerance, image_similarity, render_path, report_path, started_at, finished_at, created_at, updated_at';

/** One of the layers furthest from the design, with where its code is. */
export interface RenderReportLayer {
  nodeId: string;
  name: string;
  kind: string;
  /** The largest of the x, y, width and height differences in dp; null when the render does not show the layer. */
  errorDp: number | null;
  /** What is wrong besides the box: the fill colour, the text. */
  problems: string[];
  /** The generated file (its path in the generation's files) and the 1-based line that draws the layer. */
  file: string | null;
  line: number | null;
}

/** report.json: what a render job measured, in the generation's storage folder. */
export interface RenderReport {
  version: 1;
  /** The frame scored: the design's node and its size in dp. */
  frame: { nodeId: string; name: string; width: number; height: number };
  score: number;
  layers: number;
  withinTolerance: number;
  /** The layers worst first (at most RENDER_REPORT_WORST). */
  worst: RenderReportLayer[];
  /** Pixels of the render against Figma's own export; null without an export. */
  imageSimilarity: {
    value: number;
    method: string;
    /** The export's size in pixels as Figma sent it, and the size it was compared at. */
    figmaSize: { width: number; height: number };
    comparedSize: { width: number; height: number };
  } | null;
  /** Milliseconds from the job's start: generating the measured variant, compiling, drawing, scoring. */
  timings: {
    prepareMs: number;
    compileMs: number;
    renderMs: number;
    scoreMs: number;
    totalMs: number;
  };
  /** When the report was stored (ISO 8601). */
  measuredAt: string;
}

/** How many of the worst layers a report lists. */
export const RENDER_REPORT_WORST = 10;

export const RENDER_MESSAGES = {
  none: 'No rendered preview for this generation',
  unavailable:
    'Rendering is not available on this server: it needs Java 17 or newer. The code is ready; the preview appears for generations made once the server can render.',
  unavailableOff:
    'Rendering is not available on this server: its operator has turned rendered previews off. The code is ready.',
  queued: 'Waiting for a render worker...',
  stages: {
    preparing: 'Preparing the code for measuring...',
    compiling: 'Compiling the code against Jetpack Compose...',
    rendering: 'Drawing the screen...',
    scoring: 'Comparing the render with the design...',
  } satisfies Record<RenderStage, string>,
  retrying: (attempt: number) =>
    `The last attempt failed; trying again (attempt ${attempt + 1} of ${RENDER_ATTEMPTS})...`,
  failedTitle: 'The rendered preview could not be made',
  compileFailed: (first: string) =>
    `The generated code did not compile against Jetpack Compose, so it could not be drawn. The compiler said: ${first}`,
  drawFailed: (what: string) => `The generated screen failed while it was drawn: ${what}`,
  noScreen: 'The generated code has no preview of the frame to draw.',
  timedOut: (seconds: number) =>
    `Drawing this generation took longer than ${seconds} seconds, so it was stopped.`,
  rendererStopped:
    'The renderer stopped while it was drawing this generation (the server restarted or ran out of memory).',
  inputMissing:
    'The design this generation was made from is no longer stored, so it cannot be drawn.',
  unexpected: 'Something went wrong while drawing this generation.',
} as const;

/** The one-line explanation shown beside the score. */
export const SCORE_EXPLANATION =
  "The share of the frame's layers that the rendered code draws within 1 dp of their place and size in Figma, with the design's fill colour and text.";

/** The one-line explanation shown beside the image similarity. */
export const IMAGE_SIMILARITY_METHOD =
  "The share of pixels that look the same in the render and in Figma's own PNG export of the frame: both on white, the larger scaled down to the smaller by averaging, compared with pixelmatch (threshold 0.1; anti-aliased edges do not count as different).";

/** A score as a whole percentage, rounded down so 99.6% never reads as 100%. */
export function formatScore(score: number): string {
  const percent = Math.floor(score * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}
