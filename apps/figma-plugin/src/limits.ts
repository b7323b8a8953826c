/**
 * Bounds on what one Generate exports, so a huge frame cannot hang Figma or exceed what the
 * generate function reads (50 MB, GENERATE_MAX_BODY_BYTES). Past a bound the plugin stops
 * exporting more assets and says so in the warnings list; the generator then draws the rest
 * from the JSON alone.
 */
export const EXPORT_LIMITS = {
  /** Layers in the selection's JSON export; larger frames are refused before any asset export. */
  maxNodes: 20_000,
  /** SVG exports of vectors and icon frames. */
  maxSvgs: 400,
  /** Distinct image fills exported as PNG. */
  maxImages: 60,
  /** One image's bytes; a larger image is left out. */
  maxImageBytes: 4 * 1024 * 1024,
  /** The whole request body the plugin sends (JSON + assets + preview), under the server's 50 MB. */
  maxRequestBytes: 45 * 1024 * 1024,
  /** Variables sent with the frame: every one it is bound to, then the file's other local variables up to this many. */
  maxVariables: 5_000,
  /** Local paint, text and effect styles sent with the frame. */
  maxStyles: 2_000,
  /** What the variables and styles may take of the request. */
  maxDesignSystemBytes: 8 * 1024 * 1024,
  /** The frame preview's longest side, in pixels. */
  previewMaxSide: 480,
} as const;
