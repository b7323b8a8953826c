import { z } from 'zod';
import { formatCount } from './money';
import { describeOverageCap, type RunCharge } from './overage';

/** The generate function's request and answer (POST /functions/v1/generate). */

/** The most screens one flow can have: each is a generation, and all are generated in one run. */
export const FLOW_MAX_SCREENS = 20;

/** How a flow is metered, in the product's words: the plugin, the docs and the /upgrade FAQ say it so. */
export const FLOW_METERING_RULE =
  'Each screen of a flow is one generation: a flow of 4 screens uses 4 generations, counted together when it is generated. If the generations you have left cannot cover every screen, nothing is generated or counted.';

/** "3 screens · 3 generations": what a flow run will use, before it starts. */
export function describeFlowRun(screens: number): string {
  return `${formatCount(screens)} screen${screens === 1 ? '' : 's'} · ${formatCount(screens)} generation${screens === 1 ? '' : 's'}`;
}

/** The largest request body the generate function reads: designs with embedded assets. */
export const GENERATE_MAX_BODY_BYTES = 50 * 1024 * 1024;

export const GENERATE_MESSAGES = {
  limitReached:
    "You've used all your generations for this month. Upgrade your plan at /upgrade or buy more generations to keep generating.",
  tooLarge: 'The design is larger than 50 MB. Select a smaller frame or export fewer assets.',
  notJson: 'The request body must be a JSON object.',
  storageUnavailable:
    'Your code could not be saved because file storage is unavailable right now. Nothing was counted; please try again in a moment.',
  overageCapReached: (capCents: number) =>
    `You've reached your monthly limit for extra generations, ${describeOverageCap(capCents)}. Raise the limit on /billing, or wait for next month's free generations.`,
  pluginChargesOff:
    "This month's free generations are used up, and the Figma plugin may not charge extra generations to your card. To keep generating from the plugin, turn on 'Extra generations from the plugin' on /account.",
  busy: 'You already have generations waiting to run. Wait for them to finish, then try again.',
  serverBusy: 'The code generator is busy right now. Please try again in a moment.',
  tooSlow: 'This design took too long to convert. Try a smaller selection.',
  tooComplex: 'This design is too complex to convert at once. Select a smaller frame.',
  storageFull: (quotaBytes: number) =>
    `Your saved generations have reached your account's storage limit of ${formatCount(Math.round(quotaBytes / (1024 * 1024)))} MB. Nothing was counted. Contact us from /support to make room.`,
  numberOutOfRange: (where: string) =>
    `The design has a number that is not finite or is far out of range at ${where}. Export the frame from Figma again.`,
  layerTooLarge: (where: string) =>
    `The design has a text or shape of more than 1 MB at ${where}, which is too large to convert. Select a smaller frame.`,
  nonFiniteCode:
    'The code generator could not size a layer of this design (its size is not a finite number). Nothing was counted; try a smaller selection, or report the issue at /report-issue.',
  flowTooLong: (screens: number) =>
    `A flow can have at most ${FLOW_MAX_SCREENS} screens; this one has ${formatCount(screens)}. Nothing was counted. Select fewer frames, or a smaller section.`,
  /** A flow the user cannot pay for in full: how many it needs, how many are left, and what to do. */
  flowNeedsMore: (refusal: Extract<RunCharge, { kind: 'refused' }>, capCents: number) => {
    const n = formatCount(refusal.needed);
    const left = `${formatCount(refusal.available)} ${refusal.available === 1 ? 'is' : 'are'} available`;
    const head = `This flow has ${n} screens, so it needs ${n} generations, and ${left}. Nothing was generated or counted.`;
    switch (refusal.reason) {
      case 'cap':
        return `${head} Your monthly limit for extra generations is ${describeOverageCap(capCents)}: select fewer screens, or raise the limit on /billing.`;
      case 'plugin':
        return `${head} The Figma plugin may not charge extra generations to your card: select fewer screens, or turn on 'Extra generations from the plugin' on /account.`;
      case 'second_factor':
        return `${head} Extra generations on your card need a session signed in with your second factor: select fewer screens, or sign in again with it.`;
      default:
        return `${head} Select fewer screens, or upgrade your plan at /upgrade or buy more generations.`;
    }
  },
} as const;

/**
 * The largest magnitude a number in a design may have. Figma's own canvas is far smaller;
 * beyond this, sums and scalings in the generator can overflow to Infinity and write Kotlin
 * such as `Infinity.dp` that does not compile.
 */
export const DESIGN_NUMBER_LIMIT = 1e9;

/**
 * The longest text (a text layer's characters, a vector's path) a design may hold, in
 * characters. Real layers are far shorter; one 45 MB text layer took about 2 GB of
 * generator memory, so such a design is refused before the generator runs.
 */
export const DESIGN_STRING_LIMIT = 1024 * 1024;

const asset = z
  .object({
    svg: z.string().max(GENERATE_MAX_BODY_BYTES).optional(),
    png: z
      .string()
      .max(GENERATE_MAX_BODY_BYTES)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')
      .optional(),
  })
  .strict();

export const generateRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Give the generation a name.')
      .max(200, 'The name can be at most 200 characters.'),
    platform: z.literal('android', {
      error: 'Only the android platform is available; iOS is coming soon.',
    }),
    figma: z.record(z.string(), z.unknown(), {
      error: 'figma must be the Figma JSON of a file or of its nodes.',
    }),
    nodeId: z.string().min(1).max(100).optional(),
    /** A flow: the ids of its frames, or of one section or page. */
    flow: z
      .array(z.string().min(1).max(100), { error: 'flow must list the ids of its frames.' })
      .min(1, 'flow must list at least one frame.')
      .max(FLOW_MAX_SCREENS, `A flow can have at most ${FLOW_MAX_SCREENS} screens.`)
      .optional(),
    /** The design's variables, as GET /v1/files/:key/variables/local answers them (the plugin sends the same shape). */
    variables: z
      .record(z.string(), z.unknown(), {
        error:
          'variables must be the Figma variables JSON of the file (as GET /v1/files/:key/variables/local answers).',
      })
      .optional(),
    /** The file's local styles, as GET /v1/files/:key/nodes answers for the styles' nodes. */
    styles: z
      .record(z.string(), z.unknown(), {
        error: "styles must be the Figma JSON of the styles' nodes.",
      })
      .optional(),
    assets: z.record(z.string().max(200), asset).optional(),
    preview: z
      .string()
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'preview must be a base64 PNG')
      .optional(),
    options: z
      .object({
        packageName: z.string().max(200).optional(),
        resourcePackage: z.string().max(200).optional(),
      })
      .strict()
      .optional(),
  })
  .refine((r) => r.nodeId === undefined || r.flow === undefined, {
    message: 'Give either nodeId (one frame) or flow (several frames), not both.',
    path: ['flow'],
  });
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** An asset as the generate request carries it: SVG text and PNG bytes as base64. */
export type WireAsset = z.infer<typeof asset>;

/**
 * An asset the generator may use, keyed by node id (SVG, PNG renders) or image hash (image
 * fills): what the plugin exports and what the server decodes a WireAsset into.
 */
export interface ExportedAsset {
  svg?: string;
  png?: Uint8Array;
}

export interface GeneratedFileAnswer {
  path: string;
  content: string;
  encoding: 'utf8' | 'base64';
}

export interface GenerationUsageAnswer {
  used: number;
  allowance: number;
  additional: number;
  remaining: number;
}

/**
 * A generated flow: its screens (the file and function of each), where it starts, the links
 * between them, and the links that lead outside it. Ids are the design's node ids.
 */
export interface GenerationFlow {
  navHost: { function: string; file: string };
  start: string;
  screens: {
    nodeId: string;
    name: string;
    presentation: 'screen' | 'dialog' | 'bottom-sheet';
    function: string;
    file: string;
    route?: string;
  }[];
  links: {
    from: string;
    layer: { id: string; name: string };
    action:
      | 'navigate'
      | 'replace'
      | 'back'
      | 'open-overlay'
      | 'swap-overlay'
      | 'close-overlay'
      | 'open-url';
    to?: string;
    url?: string;
    callback?: string;
  }[];
  outside: {
    from: string;
    layer: { id: string; name: string };
    destinationId: string;
    destinationName?: string;
  }[];
}

export interface GenerateAnswer {
  generation: {
    id: string;
    name: string;
    type: string;
    created_at: string;
    charged: boolean;
    /** Generations this run used: 1, or a flow's screens. */
    screens: number;
  };
  files: GeneratedFileAnswer[];
  warnings: GenerationWarning[];
  usage: GenerationUsageAnswer;
  /** A flow: its graph. */
  flow?: GenerationFlow;
}

/** What the generator could not map faithfully, per node. */
export interface GenerationWarning {
  nodeId: string;
  nodeName: string;
  code: string;
  message: string;
}
