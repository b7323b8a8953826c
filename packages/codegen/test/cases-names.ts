import {
  component,
  componentSet,
  fileResponse,
  frame,
  instance,
  resetIds,
  solid,
  text,
  vector,
} from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';

/** A text layer named after its whole content: the real file that made the CLI fail with ENAMETOOLONG had 268 to 1,335 characters. */
const paragraph =
  'By continuing you agree to the terms of service and the privacy policy of the company, which you can read in full at any time. '.repeat(
    8,
  );
const arrow = {
  fills: [solid(0.1, 0.1, 0.1)],
  fillGeometry: [{ path: 'M0 12L12 0L12 24Z', windingRule: 'NONZERO' }],
};

/** Names from real files: paragraphs, Cyrillic, CJK, emoji, keywords, path characters, case twins, Windows device names. */
export const nameCases: GoldenCase[] = [
  [
    'names-hostile',
    {
      given: () => {
        resetIds();
        const chip = componentSet(
          'Chip / 🔥 hot',
          { x: 0, y: 0, w: 80, h: 32 },
          {
            id: '7:1',
            componentPropertyDefinitions: {
              'class#1:0': { type: 'TEXT', defaultValue: 'fun' },
              'Size=Large#1:1': { type: 'BOOLEAN', defaultValue: true },
            },
          },
          [
            component('when=in, State=On', { w: 80, h: 32 }, { id: '7:2' }, [
              text(
                'object',
                'fun',
                { w: 40, h: 20 },
                {},
                { componentPropertyReferences: { characters: 'class#1:0' } },
              ),
            ]),
            component('when=is, State=Off', { x: 90, w: 80, h: 32 }, { id: '7:3' }, [
              text(
                'object',
                'fun',
                { w: 40, h: 20 },
                {},
                { componentPropertyReferences: { characters: 'class#1:0' } },
              ),
            ]),
          ],
        );
        const screens = [
          frame(paragraph, { y: 100, w: 360, h: 120 }, {}, [
            text(paragraph, 'By continuing you agree to the terms.', { w: 300, h: 20 }),
            vector('../../etc/passwd', { y: 40, w: 24, h: 24 }, arrow),
            instance(
              'Chip',
              '7:3',
              { y: 70, w: 80, h: 32 },
              { componentProperties: { 'class#1:0': { type: 'TEXT', value: 'val' } } },
              [text('object', 'val', { w: 40, h: 20 })],
            ),
          ]),
          frame('Вход в аккаунт', { y: 300, w: 100, h: 40 }, {}, [
            text('Заголовок', 'Вход', { w: 60, h: 20 }),
          ]),
          frame('登录', { y: 400, w: 100, h: 40 }),
          frame('ログイン', { y: 500, w: 100, h: 40 }),
          frame('LogIn', { y: 600, w: 100, h: 40 }),
          frame('Login', { y: 700, w: 100, h: 40 }),
          frame('con', { y: 800, w: 100, h: 40 }),
          frame('Modifier', { y: 900, w: 100, h: 40 }),
        ];
        return fileResponse('🔥', [chip, ...screens], {
          components: {
            '7:2': { key: 'k-on', name: 'when=in, State=On', componentSetId: '7:1' },
            '7:3': { key: 'k-off', name: 'when=is, State=Off', componentSetId: '7:1' },
          },
          componentSets: { '7:1': { key: 'k-chip', name: 'Chip / 🔥 hot' } },
        });
      },
      want: [
        'fun ByContinuingYouAgreeToTheTermsOfService(',
        'fun VkhodVAkkaunt(',
        'fun Screen(',
        'fun Screen2(',
        'fun LogIn(',
        'fun LoginScreen(',
        'fun ConScreen(',
        'fun ModifierScreen(',
        'fun ChipHot(',
      ],
    },
  ],
];
