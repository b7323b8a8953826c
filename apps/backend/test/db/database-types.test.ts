import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/database-types';

describe("the web app's Database types", () => {
  let text: string;
  // Migrating an empty PGlite database takes a while on a busy machine.
  beforeAll(async () => {
    text = await generateDatabaseTypes();
  }, 180_000);

  it('match the schema the migrations make (npm run db:types -w @app/backend rewrites them)', async () => {
    const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
    expect(committed).toBe(text);
  });

  it('type a table row, what an insert may leave out, and a function', async () => {
    expect(text).toMatch(/generations: \{\n\s+Row: \{\n\s+id: string;/);
    expect(text).toContain(
      'validate_email_for_signup: { Args: { user_email: string }; Returns: Json };',
    );
    expect(text).toMatch(
      /additional_generations: \{[\s\S]*?Insert: \{\n\s+id\?: string;\n\s+user_id: string;/,
    );
  });
});
