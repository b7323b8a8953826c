import { autoLayout, frame, nodesResponse, resetIds, solid, text } from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';

const column = (name: string, children: ReturnType<typeof text>[]) =>
  frame(
    name,
    { w: 360, h: 640 },
    {
      ...autoLayout('VERTICAL', { itemSpacing: 8, paddingLeft: 16, paddingTop: 16 }),
      layoutSizingHorizontal: 'FIXED',
      layoutSizingVertical: 'FIXED',
    },
    children,
  );

/** Text: typography, runs, escaping. */
export const textCases: GoldenCase[] = [
  [
    'text-typography',
    {
      given: () => {
        resetIds();
        return nodesResponse('Typography', [
          column('Type specimen', [
            text(
              'Headline',
              'Headline',
              { w: 200, h: 40 },
              {
                fontSize: 32,
                fontWeight: 600,
                lineHeightPx: 40,
                letterSpacing: -0.5,
                textAlignHorizontal: 'CENTER',
              },
              { fills: [solid(0.4, 0.31, 0.64)] },
            ),
            text(
              'Serif',
              'Serif body',
              { w: 200, h: 24 },
              {
                fontFamily: 'Noto Serif',
                fontWeight: 300,
                italic: true,
                lineHeightUnit: 'FONT_SIZE_%',
                lineHeightPercentFontSize: 150,
                fontSize: 16,
              },
            ),
            text(
              'Code',
              'val x = 1',
              { w: 200, h: 20 },
              { fontFamily: 'Roboto Mono', letterSpacing: 0.25 },
            ),
            text(
              'Custom',
              'Brand font',
              { w: 200, h: 20 },
              { fontFamily: 'Comic Neue', fontWeight: 450 },
            ),
            text(
              'Licensed',
              'Licensed face',
              { w: 200, h: 20 },
              { fontFamily: 'Helvetica Neue', fontWeight: 700 },
            ),
            text(
              'Licensed serif',
              'Licensed serif',
              { w: 200, h: 20 },
              { fontFamily: 'Times New Roman' },
            ),
            text(
              'Link',
              'Read more',
              { w: 200, h: 20 },
              { textDecoration: 'UNDERLINE', textAlignHorizontal: 'RIGHT' },
            ),
            text(
              'Old price',
              '$19.99',
              { w: 200, h: 20 },
              { textDecoration: 'STRIKETHROUGH', lineHeightUnit: 'INTRINSIC_%' },
            ),
            text(
              'Overline',
              'section title',
              { w: 200, h: 16 },
              { textCase: 'UPPER', fontSize: 11, letterSpacing: 1.5 },
            ),
            text('Title case', 'the quick brown fox', { w: 200, h: 20 }, { textCase: 'TITLE' }),
            text('Small caps', 'Small caps', { w: 200, h: 20 }, { textCase: 'SMALL_CAPS' }),
            text(
              'Justified',
              'Justified paragraph text.',
              { w: 200, h: 40 },
              { textAlignHorizontal: 'JUSTIFIED', textAutoResize: 'HEIGHT' },
            ),
            text(
              'Centred in box',
              'Middle',
              { w: 200, h: 48 },
              { textAutoResize: 'NONE', textAlignVertical: 'CENTER' },
            ),
            text(
              'Old truncation',
              'Truncated the older way',
              { w: 120, h: 20 },
              { textAutoResize: 'TRUNCATE' },
            ),
            text(
              'Paragraphs',
              'First paragraph\nSecond paragraph',
              { w: 200, h: 60 },
              { paragraphSpacing: 8, textAutoResize: 'HEIGHT' },
            ),
            text(
              'Bullets',
              'One\nTwo',
              { w: 200, h: 40 },
              { textAutoResize: 'HEIGHT' },
              { lineTypes: ['UNORDERED', 'UNORDERED'], lineIndentations: [1, 1] },
            ),
            text(
              'Truncated',
              'A very long line that is cut with an ellipsis after two lines of text',
              { w: 200, h: 40 },
              { textTruncation: 'ENDING', maxLines: 2, textAutoResize: 'NONE' },
            ),
          ]),
        ]);
      },
      want: [
        // Without a theme style a Text states what Material's body style would change: no letter spacing,
        // and with Figma's auto line height the font's own line (Material's body style sets 24 sp).
        'textDecoration = TextDecoration.LineThrough,\n            letterSpacing = 0.sp,\n            style = TextStyle.Default,',
        'fontSize = 32.sp',
        'fontWeight = FontWeight.SemiBold',
        'letterSpacing = -0.5.sp',
        'textAlign = TextAlign.Center',
        'color = Color(0xFF664FA3)',
        // Google Fonts come through the downloadable fonts provider, with the device's face of the same kind as fallback.
        'fontFamily = NotoSerifFontFamily',
        'val NotoSerifFontFamily = FontFamily(\n    Font(googleFont = GoogleFont("Noto Serif"), fontProvider = GoogleFontsProvider, weight = FontWeight.Light, style = FontStyle.Italic),\n    Font(DeviceFontFamilyName("serif"), weight = FontWeight.Light, style = FontStyle.Italic),\n)',
        'certificates = R.array.com_google_android_gms_fonts_certs,',
        // A family that is no Google font: the platform face of its kind, and a warning naming the files to add.
        'text = "Licensed serif",',
        'fontFamily = FontFamily.Serif',
        'fontStyle = FontStyle.Italic',
        'fontWeight = FontWeight.Light',
        'lineHeight = 24.sp',
        'fontFamily = RobotoMonoFontFamily',
        'fontFamily = ComicNeueFontFamily',
        'fontWeight = FontWeight(450)',
        'textDecoration = TextDecoration.Underline',
        'textAlign = TextAlign.End',
        'textDecoration = TextDecoration.LineThrough',
        'text = "SECTION TITLE"',
        'text = "The Quick Brown Fox"',
        'textAlign = TextAlign.Justify',
        'maxLines = 2',
        'overflow = TextOverflow.Ellipsis',
        'modifier = Modifier.width(200.dp)',
        '.wrapContentHeight(Alignment.CenterVertically)',
      ],
      warnings: ['font-family', 'text-case', 'approximated'],
    },
  ],
  [
    // Paragraph spacing: Compose's Text has none, so a text of spaced paragraphs is a Column of one
    // Text per paragraph with the designed gap (the token sheet's 8 px gaps left every layer below
    // such a text 8 dp high per paragraph). A text with a line limit keeps one Text and the warning.
    'text-paragraph-spacing',
    {
      given: () => {
        resetIds();
        return nodesResponse('Paragraphs', [
          column('Slide', [
            text(
              'Copy',
              'Styles become tokens automatically.\nPrefix a style with _ to leave it out.',
              { w: 300, h: 112 },
              { paragraphSpacing: 8, textAutoResize: 'HEIGHT', fontSize: 16, lineHeightPx: 24 },
            ),
            text(
              'Centred',
              'Name\nwidth: 1024px',
              { w: 120, h: 52 },
              { paragraphSpacing: 4, textAlignHorizontal: 'CENTER' },
            ),
            text(
              'Linked',
              'Read the guide.\nPrefix with _.',
              { w: 300, h: 48 },
              { paragraphSpacing: 8, textAutoResize: 'HEIGHT' },
              {
                characterStyleOverrides: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1],
                styleOverrideTable: { '1': { textDecoration: 'UNDERLINE' } },
              },
            ),
            text(
              'Card',
              'Name\nsizes/40',
              { w: 120, h: 50 },
              {
                paragraphSpacing: 4,
                fontSize: 14,
                lineHeightUnit: 'FONT_SIZE_%',
                lineHeightPercentFontSize: 145,
                lineHeightPx: 20.3,
              },
              {
                characterStyleOverrides: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1],
                styleOverrideTable: { '1': { fontSize: 18 } },
              },
            ),
            text(
              'Limited',
              'First line\nSecond line',
              { w: 200, h: 40 },
              {
                paragraphSpacing: 8,
                maxLines: 2,
                textTruncation: 'ENDING',
                textAutoResize: 'NONE',
              },
            ),
          ]),
        ]);
      },
      want: [
        'Column(modifier = Modifier.width(300.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {\n            Text(\n                text = "Styles become tokens automatically.",',
        'text = "Prefix a style with _ to leave it out.",',
        'verticalArrangement = Arrangement.spacedBy(4.dp),\n            horizontalAlignment = Alignment.CenterHorizontally,',
        // A paragraph keeps the spans of its own runs.
        'text = buildAnnotatedString {\n                    append("Read the ")\n                    withStyle(SpanStyle(textDecoration = TextDecoration.Underline)) {\n                        append("guide")\n                    }\n                    append(".")\n                },',
        // A line height set as a percentage of the font size is of each run's own size: the 18 px
        // paragraph of a 145% text keeps lines of 26.1 sp.
        '                },\n                color = ParagraphsTheme.colors.black,\n                fontSize = 18.sp,\n                letterSpacing = 0.sp,\n                lineHeight = 20.3.sp,',
        'text = "sizes/40",\n                color = ParagraphsTheme.colors.black,\n                fontSize = 18.sp,\n                letterSpacing = 0.sp,\n                lineHeight = 26.1.sp,',
        'text = "First line\\nSecond line",',
      ],
      warnings: ['approximated'],
    },
  ],
  [
    // Noto Sans, a Google font and also the name Compose desktop asks for when it means its default face: the renders draw it from its own file, as a phone draws the downloaded font.
    'text-noto-sans',
    {
      given: () => {
        resetIds();
        return nodesResponse('Noto', [
          column('Noto Sans specimen', [
            text(
              'Headline',
              'Fresh bowls, delivered',
              { w: 320, h: 32 },
              { fontFamily: 'Noto Sans', fontSize: 24, fontWeight: 700, lineHeightPx: 32 },
            ),
            text(
              'Body',
              'Sweet potatoes, brown rice and pinto beans',
              { w: 320, h: 20 },
              { fontFamily: 'Noto Sans' },
            ),
          ]),
        ]);
      },
      want: [
        'Font(googleFont = GoogleFont("Noto Sans"), fontProvider = GoogleFontsProvider, weight = FontWeight.Bold)',
      ],
    },
  ],
  [
    'text-mixed-runs',
    {
      given: () => {
        resetIds();
        return nodesResponse('Typography', [
          column('Terms', [
            text(
              'Terms',
              'By continuing you accept the Terms and Privacy Policy.',
              { w: 320, h: 40 },
              { fontSize: 14 },
              {
                characterStyleOverrides: [
                  ...Array(29).fill(0),
                  ...Array(5).fill(1),
                  0,
                  0,
                  0,
                  0,
                  0,
                  ...Array(14).fill(2),
                  0,
                ],
                styleOverrideTable: {
                  1: { fontWeight: 700, fills: [solid(0.4, 0.31, 0.64)] },
                  2: { fontWeight: 700, textDecoration: 'UNDERLINE', italic: true },
                },
              },
            ),
          ]),
        ]);
      },
      want: [
        'buildAnnotatedString {',
        'append("By continuing you accept the ")',
        'withStyle(SpanStyle(color = Color(0xFF664FA3), fontWeight = FontWeight.Bold)) {',
        'append("Terms")',
        'textDecoration = TextDecoration.Underline',
        'append("Privacy Policy")',
      ],
    },
  ],
  [
    'text-escaping',
    {
      given: () => {
        resetIds();
        return nodesResponse('Typography', [
          column('Escapes', [
            text('Quotes', 'She said "hi" and it\'s fine', { w: 300, h: 20 }),
            text('Dollar', 'Price: $5, template ${name} and $name', { w: 300, h: 20 }),
            text('Backslash', 'C:\\Users\\figma\\n is not a newline', { w: 300, h: 20 }),
            text('Multiline', 'Line one\nLine two\tTabbed\r\nDone', { w: 300, h: 60 }),
            text('Emoji', 'Hello 👋🏽 family 👨‍👩‍👧 flag 🇫🇷', { w: 300, h: 20 }),
            text('RTL', 'مرحبا بالعالم שלום', { w: 300, h: 20 }, { textAlignHorizontal: 'RIGHT' }),
            text('Bidi trick', 'abc\u202Edcba\u202C and \u2066isolate\u2069', { w: 300, h: 20 }),
            text('Comment lookalike', '/* not a comment */ // nor this', { w: 300, h: 20 }),
          ]),
        ]);
      },
      want: [
        'text = "She said \\"hi\\" and it\'s fine"',
        'text = "Price: \\$5, template \\${name} and \\$name"',
        'text = "C:\\\\Users\\\\figma\\\\n is not a newline"',
        'text = "Line one\\nLine two\\tTabbed\\r\\nDone"',
        'text = "Hello 👋🏽 family 👨‍👩‍👧 flag 🇫🇷"',
        'text = "مرحبا بالعالم שלום"',
        'text = "abc\\u202Edcba\\u202C and \\u2066isolate\\u2069"',
        'text = "/* not a comment */ // nor this"',
      ],
    },
  ],
  [
    'text-short-line-height',
    {
      // FoodCoach sets a 10 px line height on text of 13 to 46 px: Figma gives each label a 10 px
      // box and draws the glyphs past it, Compose keeps a line at least as tall as its font.
      given: () => {
        resetIds();
        return nodesResponse('Typography', [
          frame('Calories', { w: 360, h: 120 }, { fills: [solid(1, 1, 1)] }, [
            text(
              'Count',
              '1840',
              { x: 24, y: 24, w: 104, h: 10 },
              { fontSize: 46, lineHeightPx: 10 },
            ),
            text(
              'Label',
              'Calories left',
              { x: 24, y: 60, w: 70, h: 10 },
              { fontSize: 13, lineHeightPx: 10 },
            ),
            frame(
              'Done button',
              { x: 232, y: 40, w: 104, h: 40 },
              {
                ...autoLayout('HORIZONTAL', {
                  primaryAxisAlignItems: 'CENTER',
                  counterAxisAlignItems: 'CENTER',
                }),
                layoutSizingHorizontal: 'FIXED',
                layoutSizingVertical: 'FIXED',
                cornerRadius: 20,
                fills: [solid(0.4, 0.31, 0.64)],
              },
              [
                text(
                  'Done',
                  'Done',
                  { x: 31, y: 15, w: 42, h: 10 },
                  { fontSize: 18, fontWeight: 500, lineHeightPx: 10 },
                  { fills: [solid(1, 1, 1)] },
                ),
              ],
            ),
          ]),
          frame('Welcome', { w: 360, h: 108 }, { fills: [solid(1, 1, 1)] }, [
            text(
              'Headline',
              'Calorie tracking\nmade easy',
              { x: 24, y: 24, w: 212, h: 60 },
              { fontSize: 30, fontWeight: 500, lineHeightPx: 30 },
            ),
          ]),
          frame('Notice', { w: 480, h: 60 }, { fills: [solid(1, 1, 1)] }, [
            text(
              'Message',
              'Your daily goal now follows the weight you entered today',
              { x: 16, y: 25, w: 353, h: 10 },
              { fontSize: 14, lineHeightPx: 10 },
            ),
          ]),
          // A design token sheet's 48 px line of 48 px text set at the top of a 53 px box: the box
          // stays the text's height and the line sits at its top.
          frame(
            'Durations',
            { w: 360, h: 140 },
            {
              ...autoLayout('VERTICAL', { itemSpacing: 8, paddingLeft: 16, paddingTop: 16 }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
              fills: [solid(1, 1, 1)],
            },
            [
              text(
                'Short',
                '250',
                { x: 16, y: 16, w: 260, h: 53 },
                { fontSize: 48, fontWeight: 300, lineHeightPx: 48, textAutoResize: 'NONE' },
              ),
              text(
                'Standard',
                '300',
                { x: 16, y: 77, w: 260, h: 53 },
                { fontSize: 48, fontWeight: 300, lineHeightPx: 48, textAutoResize: 'NONE' },
              ),
            ],
          ),
          // A token sheet's 48 px titles on a 136 px line height in 132 px boxes: Figma draws the
          // line from the top of the box, the foot of its line box past it; the next title keeps
          // its place.
          frame('Palette', { w: 360, h: 320 }, { fills: [solid(1, 1, 1)] }, [
            text(
              'Primary',
              'Primary',
              { x: 16, y: 16, w: 260, h: 132 },
              { fontSize: 48, fontWeight: 700, lineHeightPx: 136, textAutoResize: 'NONE' },
            ),
            text(
              'Secondary',
              'Secondary',
              { x: 16, y: 172, w: 260, h: 132 },
              { fontSize: 48, fontWeight: 700, lineHeightPx: 136, textAutoResize: 'NONE' },
            ),
          ]),
        ]);
      },
      want: [
        'modifier = Modifier.lineBoxes(10.sp),',
        '.lineBoxes(30.sp, lines = 2),',
        'fun Modifier.lineBoxes(lineHeight: TextUnit, lines: Int = 1): Modifier =',
        '.heightIn(min = 53.dp)\n                .lineBoxes(48.sp),',
        // The 132 dp box kept, the 136 dp line measured whole from its top.
        'text = "Primary",\n            modifier = Modifier\n                .size(260.dp, 132.dp)\n                .wrapContentHeight(Alignment.Top, unbounded = true),',
      ],
    },
  ],
];
