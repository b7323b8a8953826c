import {
  ellipse,
  fileResponse,
  frame,
  nodesResponse,
  rect,
  resetIds,
  solid,
  text,
} from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';
import { solidPng } from './support/png.ts';

const stops = [
  { position: 0, color: { r: 0.4, g: 0.31, b: 0.64, a: 1 } },
  { position: 1, color: { r: 0.98, g: 0.6, b: 0.2, a: 1 } },
];
const png = solidPng(8, 8, [0x67, 0x50, 0xa4]);
const grid = (name: string, children: ReturnType<typeof rect>[]) =>
  frame(name, { w: 400, h: 800 }, { fills: [solid(1, 1, 1)] }, children);
const at = (i: number) => ({
  x: 20 + (i % 3) * 120,
  y: 20 + Math.floor(i / 3) * 120,
  w: 100,
  h: 100,
});

/** Fills, strokes, corners, effects, transforms. */
export const lookCases: GoldenCase[] = [
  [
    // Ellipses drawn with Figma's arc handles: a ring's progress (three quarters, hollow to 83%),
    // a pie's slice and a donut, each its own outline rather than the whole ellipse.
    'ellipse-arcs',
    {
      given: () => {
        resetIds();
        const arc = (startingAngle: number, endingAngle: number, innerRadius: number) => ({
          arcData: { startingAngle, endingAngle, innerRadius },
        });
        return fileResponse('Arcs', [
          frame('Arcs', { w: 360, h: 120 }, { fills: [solid(1, 1, 1)] }, [
            ellipse('Track', { x: 20, y: 20, w: 80, h: 80 }, { fills: [solid(0.93, 0.93, 0.93)] }),
            ellipse(
              'Progress',
              { x: 20, y: 20, w: 80, h: 80 },
              {
                fills: [solid(0.98, 0.6, 0.2)],
                ...arc(0, (3 * Math.PI) / 2, 0.83),
              },
            ),
            ellipse(
              'Slice',
              { x: 140, y: 20, w: 80, h: 80 },
              {
                fills: [solid(0.4, 0.31, 0.64)],
                ...arc(-Math.PI / 2, 0, 0),
              },
            ),
            ellipse(
              'Donut',
              { x: 260, y: 20, w: 80, h: 80 },
              {
                fills: [solid(0.2, 0.6, 0.4)],
                ...arc(0, 2 * Math.PI, 0.5),
              },
            ),
            // Icon artwork, drawn as one drawable: its arc is a path of its own too.
            frame('Timer icon', { x: 20, y: 100, w: 16, h: 16 }, {}, [
              ellipse('Dial', { x: 0, y: 0, w: 16, h: 16 }, { fills: [solid(0.8, 0.8, 0.8)] }),
              ellipse(
                'Elapsed',
                { x: 0, y: 0, w: 16, h: 16 },
                { fills: [solid(0.1, 0.1, 0.1)], ...arc(-Math.PI / 2, Math.PI / 2, 0.5) },
              ),
              rect('Hand', { x: 7.5, y: 8, w: 1, h: 6 }, { fills: [solid(0.1, 0.1, 0.1)] }),
            ]),
          ]),
        ]);
      },
      // Each is drawn in the theme's ArcShape; the track, a whole ellipse, stays a CircleShape.
      want: [
        'ArcShape(0f, 270f, 0.83f)',
        'ArcShape(-90f, 90f, 0f)',
        'ArcShape(0f, 360f, 0.5f)',
        'CircleShape',
        'fun ArcShape(startAngle: Float, sweepAngle: Float, innerRadius: Float): Shape =',
      ],
    },
  ],
  [
    // A button's background drawn as a 60 × 400 bar turned on its side: a plain rectangle turned by a quarter is laid out as the upright 400 × 60 one it draws, so it stretches with the screen (no rotate, no 60 dp squeeze).
    'shape-quarter-turn',
    {
      given: () => {
        resetIds();
        return fileResponse('Turned', [
          frame('Weight', { w: 440, h: 200 }, { fills: [solid(1, 1, 1)] }, [
            rect(
              'Button background',
              { x: 20, y: 120, w: 400, h: 60 },
              {
                fills: [solid(0, 0, 0)],
                cornerRadius: 30,
                rotation: Math.PI / 2,
                size: { x: 60, y: 400 },
              },
            ),
            text(
              'Label',
              'Continue',
              { x: 180, y: 140, w: 80, h: 20 },
              { textAlignHorizontal: 'CENTER' },
              { fills: [solid(1, 1, 1)] },
            ),
          ]),
        ]);
      },
      want: [
        '.padding(start = 20.dp, top = 120.dp, end = 20.dp)\n                .fillMaxWidth()\n                .height(60.dp)\n                .background(Color(0xFF000000), CircleShape),',
      ],
    },
  ],
  [
    'fills-solid-stacked-opacity',
    {
      given: () => {
        resetIds();
        return nodesResponse('Fills', [
          grid('Solid fills', [
            rect('Stacked', at(0), { fills: [solid(1, 0, 0), solid(0, 0, 1, 0.5)] }),
            rect('Paint opacity', at(1), { fills: [solid(0, 0.5, 0, 1, { opacity: 0.25 })] }),
            rect('Layer opacity', at(2), { opacity: 0.6, fills: [solid(0.2, 0.2, 0.2)] }),
            rect('Hidden paint', at(3), {
              fills: [solid(1, 1, 0, 1, { visible: false }), solid(0, 1, 1)],
            }),
          ]),
        ]);
      },
      want: [
        '.background(Color(0xFFFF0000))\n',
        '.background(Color(0x800000FF))',
        '.background(Color(0x40008000))',
        '.alpha(0.6f)',
        '.background(Color(0xFF00FFFF))',
      ],
    },
  ],
  [
    'fills-gradients',
    {
      given: () => {
        resetIds();
        const g = (type: string, handles: { x: number; y: number }[]) => ({
          type,
          gradientHandlePositions: handles,
          gradientStops: stops,
        });
        return nodesResponse('Fills', [
          grid('Gradients', [
            rect('Linear', at(0), {
              cornerRadius: 12,
              fills: [
                g('GRADIENT_LINEAR', [
                  { x: 0, y: 0 },
                  { x: 1, y: 1 },
                  { x: 0, y: 1 },
                ]),
              ],
            }),
            rect('Radial', at(1), {
              fills: [
                g('GRADIENT_RADIAL', [
                  { x: 0.5, y: 0.5 },
                  { x: 1, y: 0.5 },
                  { x: 0.5, y: 1 },
                ]),
              ],
            }),
            rect('Elliptical', at(2), {
              fills: [
                g('GRADIENT_RADIAL', [
                  { x: 0.5, y: 0.5 },
                  { x: 1, y: 0.5 },
                  { x: 0.5, y: 0.7 },
                ]),
              ],
            }),
            rect('Angular', at(3), {
              fills: [
                g('GRADIENT_ANGULAR', [
                  { x: 0.5, y: 0.5 },
                  { x: 0.5, y: 0 },
                  { x: 1, y: 0.5 },
                ]),
              ],
            }),
            rect('Diamond', at(4), {
              fills: [
                g('GRADIENT_DIAMOND', [
                  { x: 0.5, y: 0.5 },
                  { x: 1, y: 0.5 },
                  { x: 0.5, y: 1 },
                ]),
              ],
            }),
            rect('Over solid', at(5), {
              fills: [
                solid(1, 1, 1),
                {
                  ...g('GRADIENT_LINEAR', [
                    { x: 0.5, y: 0 },
                    { x: 0.5, y: 1 },
                    { x: 0, y: 0 },
                  ]),
                  opacity: 0.5,
                },
              ],
            }),
          ]),
        ]);
      },
      want: [
        'Brush.linearGradient(',
        'start = Offset(size.width * 0.0f, size.height * 0.0f)',
        'end = Offset(size.width * 1.0f, size.height * 1.0f)',
        'val mediumShape = RoundedCornerShape(FillsTheme.radii.medium)',
        'drawOutline(mediumShape.createOutline(size, layoutDirection, this), brush)',
        'Brush.radialGradient(',
        'radius = max(size.width * 0.5f, 0.01f)',
        'Brush.sweepGradient(',
        'onDrawBehind { drawRect(brush) }',
        '0.0f to Color(0x80664FA3)',
      ],
      warnings: ['gradient'],
    },
  ],
  [
    'fills-image',
    {
      given: () => {
        resetIds();
        const img = (scaleMode: string, imageRef: string) => ({
          type: 'IMAGE',
          scaleMode,
          imageRef,
        });
        return nodesResponse('Fills', [
          grid('Images', [
            rect('Photo', at(0), { cornerRadius: 16, fills: [img('FILL', 'img-photo')] }),
            rect('Logo', at(1), { fills: [img('FIT', 'img-logo')] }),
            rect('Pattern', at(2), { fills: [img('TILE', 'img-pattern')] }),
            rect('Stretched', at(3), { fills: [img('STRETCH', 'img-photo')] }),
            rect('Not exported', at(4), { fills: [img('FILL', 'img-missing')] }),
            frame(
              'Banner with image',
              at(5),
              { fills: [img('FILL', 'img-banner'), solid(0, 0, 0, 0.3)] },
              [rect('Dot', { x: 10, y: 10, w: 8, h: 8 }, { fills: [solid(1, 1, 1)] })],
            ),
          ]),
        ]);
      },
      options: {
        assets: {
          'img-photo': { png },
          'img-logo': { png: solidPng(8, 8, [0xd9, 0x4a, 0x2d]) },
          'img-pattern': { png: solidPng(8, 8, [0x62, 0x5b, 0x71]) },
          'img-banner': { png: solidPng(8, 8, [0x7d, 0x52, 0x60]) },
        },
      },
      want: [
        'painter = painterResource(R.drawable.img_photo)',
        'contentScale = ContentScale.Crop',
        '.clip(RoundedCornerShape(FillsTheme.radii.medium))',
        'contentScale = ContentScale.Fit',
        'contentScale = ContentScale.None',
        'contentScale = ContentScale.FillBounds',
        '.background(Color(0xFFE0E0E0))',
        '.paint(\n',
        'painterResource(R.drawable.img_banner_with_image),',
        'sizeToIntrinsics = false,',
      ],
      warnings: ['image-tile', 'missing-asset'],
    },
  ],
  [
    'strokes',
    {
      given: () => {
        resetIds();
        const line = [solid(0.47, 0.45, 0.5)];
        return nodesResponse('Strokes', [
          grid('Strokes', [
            rect('Inside', at(0), {
              strokes: line,
              strokeWeight: 1,
              strokeAlign: 'INSIDE',
              cornerRadius: 8,
            }),
            rect('Centre', at(1), { strokes: line, strokeWeight: 2, strokeAlign: 'CENTER' }),
            rect('Outside', at(2), { strokes: line, strokeWeight: 4, strokeAlign: 'OUTSIDE' }),
            rect('Bottom only', at(3), {
              strokes: line,
              strokeWeight: 1,
              individualStrokeWeights: { top: 0, right: 0, bottom: 1, left: 0 },
            }),
            rect('Left and top', at(4), {
              strokes: line,
              strokeWeight: 2,
              individualStrokeWeights: { top: 2, right: 0, bottom: 0, left: 4 },
            }),
            rect('Dashed', at(5), {
              strokes: line,
              strokeWeight: 2,
              strokeDashes: [6, 4],
              cornerRadius: 12,
            }),
            ellipse('Dashed circle', at(6), { strokes: line, strokeWeight: 1, strokeDashes: [2] }),
            rect('Gradient stroke', at(7), {
              strokes: [
                {
                  type: 'GRADIENT_LINEAR',
                  gradientHandlePositions: [
                    { x: 0, y: 0 },
                    { x: 1, y: 1 },
                    { x: 0, y: 1 },
                  ],
                  gradientStops: stops,
                },
              ],
              strokeWeight: 2,
            }),
            rect('Invisible stroke', at(8), {
              strokes: [solid(0, 0, 0, 1, { visible: false })],
              strokeWeight: 3,
            }),
          ]),
        ]);
      },
      want: [
        '.border(1.dp, StrokesTheme.colors.grey49, RoundedCornerShape(StrokesTheme.radii.small))',
        'val grey49Color = StrokesTheme.colors.grey49',
        'drawRect(grey49Color, style = Stroke(width = 2.dp.toPx()))',
        'topLeft = Offset(-4.dp.toPx() / 2, -4.dp.toPx() / 2),',
        'size = Size(size.width + 4.dp.toPx(), size.height + 4.dp.toPx()),',
        'topLeft = Offset(0f, size.height - 1.dp.toPx()),\n',
        'size = Size(size.width, 1.dp.toPx()),\n',
        'drawRect(grey49Color4, topLeft = Offset.Zero, size = Size(size.width, 2.dp.toPx()))',
        'PathEffect.dashPathEffect(floatArrayOf(6.dp.toPx(), 4.dp.toPx()))',
        'cornerRadius = CornerRadius(11.dp.toPx())',
        'drawOval(',
        '.border(2.dp, Brush.linearGradient(0.0f to Color(0xFF664FA3), 1.0f to Color(0xFFFA9933)), RectangleShape)',
      ],
      warnings: ['dashed-stroke', 'gradient'],
    },
  ],
  [
    'corners-and-shapes',
    {
      given: () => {
        resetIds();
        const f = [solid(0.4, 0.31, 0.64)];
        return nodesResponse('Shapes', [
          grid('Corners', [
            rect('Uniform', at(0), { cornerRadius: 12, fills: f }),
            rect('Per corner', at(1), { rectangleCornerRadii: [16, 16, 0, 4], fills: f }),
            rect('Pill', { x: 20, y: 260, w: 120, h: 40 }, { cornerRadius: 100, fills: f }),
            ellipse('Circle', at(3), { fills: f }),
            ellipse('Oval', { x: 20, y: 500, w: 160, h: 80 }, { fills: f }),
            rect('Divider line', { x: 20, y: 620, w: 300, h: 0 }, { fills: [] }),
            {
              ...rect('Hairline', { x: 20, y: 640, w: 300, h: 0 }),
              type: 'LINE',
              strokes: [solid(0.8, 0.8, 0.8)],
              strokeWeight: 1,
            },
          ]),
        ]);
      },
      want: [
        '.background(ShapesTheme.colors.purple40, RoundedCornerShape(ShapesTheme.radii.small))',
        'RoundedCornerShape(topStart = ShapesTheme.radii.medium, topEnd = ShapesTheme.radii.medium, bottomEnd = 0.dp, bottomStart = 4.dp)',
        'CircleShape',
        'GenericShape { size, _ -> addOval(Rect(0f, 0f, size.width, size.height)) }',
        '.size(300.dp, 1.dp)',
        '.background(Color(0xFFCCCCCC))',
      ],
    },
  ],
  [
    // Files that give no rotation draw an upright line as a zero-width box: an upright bar, as thick as its stroke.
    'line-upright',
    {
      given: () => {
        resetIds();
        return nodesResponse('Shapes', [
          frame('Ruler', { w: 120, h: 40 }, { fills: [solid(1, 1, 1)] }, [
            {
              ...rect('Tick', { x: 20, y: 0, w: 0, h: 40 }),
              type: 'LINE',
              strokes: [solid(0.8, 0.1, 0.5)],
              strokeWeight: 2,
            },
          ]),
        ]);
      },
      want: ['.width(2.dp)', '.background(Color(0xFFCC1A80))'],
    },
  ],
  [
    'effects-and-transforms',
    {
      given: () => {
        resetIds();
        const f = [solid(1, 1, 1)];
        const shadow = (type: string, extra = {}) => ({
          type,
          visible: true,
          color: { r: 0, g: 0, b: 0, a: 0.3 },
          offset: { x: 0, y: 2 },
          radius: 6,
          spread: 0,
          ...extra,
        });
        return nodesResponse('Effects', [
          grid('Effects', [
            rect('Card shadow', at(0), {
              cornerRadius: 12,
              fills: f,
              effects: [shadow('DROP_SHADOW')],
            }),
            rect('Inner', at(1), { fills: f, effects: [shadow('INNER_SHADOW')] }),
            rect('Blurred', at(2), {
              fills: f,
              effects: [{ type: 'LAYER_BLUR', visible: true, radius: 8 }],
            }),
            rect('Frosted', at(3), {
              fills: f,
              effects: [{ type: 'BACKGROUND_BLUR', visible: true, radius: 20 }],
            }),
            rect('Multiply', at(4), { fills: f, blendMode: 'MULTIPLY' }),
            rect('Screen paint', at(5), { fills: [solid(1, 0, 0, 1, { blendMode: 'SCREEN' })] }),
            rect(
              'Tilted',
              { x: 20, y: 300, w: 100, h: 100 },
              { fills: f, rotation: -Math.PI / 12, size: { x: 80, y: 80 } },
            ),
            rect('Hidden shadow', at(8), {
              fills: f,
              effects: [shadow('DROP_SHADOW', { visible: false })],
            }),
            // Material's elevation 1 as the kit draws it: an ambient and a key shadow, which one elevation draws.
            rect('Elevated', at(6), {
              cornerRadius: 12,
              fills: f,
              effects: [
                shadow('DROP_SHADOW', {
                  color: { r: 0, g: 0, b: 0, a: 0.15 },
                  offset: { x: 0, y: 1 },
                  radius: 3,
                  spread: 1,
                }),
                shadow('DROP_SHADOW', { offset: { x: 0, y: 1 }, radius: 2 }),
              ],
            }),
          ]),
        ]);
      },
      want: [
        '.shadow(\n',
        'elevation = 3.dp',
        'ambientColor = Color(0x4D000000)',
        '.blur(4.dp)',
        '.rotate(15.0f)',
        '.size(80.dp)',
        // Two stacked drop shadows: one shadow, the ambient colour from the more blurred, the spot colour from the more offset.
        '.shadow(\n                            elevation = 1.5.dp,\n                            shape = RoundedCornerShape(EffectsTheme.radii.medium),\n                            ambientColor = Color(0x26000000),\n                            spotColor = Color(0x4D000000),\n                        )\n                        .background',
      ],
      warnings: ['approximated', 'inner-shadow', 'blur-api-31', 'blend-mode', 'unsupported-node'],
    },
  ],
];
