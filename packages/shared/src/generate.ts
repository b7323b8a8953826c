import { z } from 'zod';

/** The generate function's request and answer (POST /functions/v1/generate). */

/** The largest request body the generate function reads: designs with embedded assets. */
export const GENERATE_MAX_BODY_BYTES = 50 * 1024 * 1024;

export const GENERATE_MESSAGES = {
  limitReached:
    "You've used all your generations for this month. Upgrade your plan at /upgrade or buy more generations to keep generating.",
  tooLarge: 'The design is larger than 50 MB. Select a smaller frame or export fewer assets.',
  notJson: 'The request body must be a JSON object.',
  storageUnavailable:
    'Your code could not be saved because file storage is unavailable right now. Nothing was counted; please try again in a moment.',
} as const;

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

export const generateRequestSchema = z.object({
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
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

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

export interface GenerateAnswer {
  generation: { id: string; name: string; type: string; created_at: string; charged: boolean };
  files: GeneratedFileAnswer[];
  warnings: GenerationWarning[];
  usage: GenerationUsageAnswer;
}

/** What the generator could not map faithfully, per node. */
export interface GenerationWarning {
  nodeId: string;
  nodeName: string;
  code: string;
  message: string;
}
