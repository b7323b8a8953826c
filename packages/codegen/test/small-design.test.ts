import { describe, expect, it } from 'vitest';
import { generate } from '../src/index.ts';
import { smallDesign } from '@app/codegen/fixtures/small-design';

// The design the backend's and the end-to-end generation tests send, through the package
// export they import it by: it must stay a design the generator turns into a screen.
describe('the shared small design fixture', () => {
  it('generates a Compose screen holding its title, without warnings', async () => {
    const result = await generate(smallDesign('Welcome back'));
    const kotlin = result.files.find((f) => f.path === 'java/com/example/figma/SignIn.kt');
    expect(typeof kotlin?.contents).toBe('string');
    expect(kotlin!.contents).toContain('fun SignIn(');
    expect(kotlin!.contents).toContain('"Welcome back"');
    expect(result.warnings).toEqual([]);
  });
});
