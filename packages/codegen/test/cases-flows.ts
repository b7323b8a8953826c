import {
  component,
  fileResponse,
  frame,
  instance,
  resetIds,
  solid,
  text,
} from './support/figma.ts';
import type { At, FigmaJson } from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';
import { flowFixture } from './fixtures/flow.ts';

const tap = (...actions: FigmaJson[]): FigmaJson => ({
  interactions: [{ trigger: { type: 'ON_CLICK' }, actions }],
});
const to = (id: string, navigation = 'NAVIGATE'): FigmaJson => ({
  type: 'NODE',
  destinationId: id,
  navigation,
  transition: null,
});

/**
 * Sheets and the rest of the prototype's actions: a screen opens a
 * bottom-sheet overlay (the plugin's overlay settings say BOTTOM_CENTER),
 * the sheet swaps to a second sheet and closes; a swap on a screen replaces
 * it; a URL; a link on a layer inside a component instance and a "Change
 * to" (reported, not wired); a frame given twice (once by its id, once in
 * its page) is one screen.
 */
export function sheetsFlow(): {
  file: FigmaJson;
  ids: { home: string; sheet: string; sortSheet: string; summary: string; page: string };
} {
  resetIds();
  const button = (words: string, at: At, link: FigmaJson): FigmaJson =>
    frame(words, at, { cornerRadius: at.h / 2, fills: [solid(0.4, 0.31, 0.64)], ...link }, [
      text(
        'Label',
        words,
        { x: 16, y: (at.h - 20) / 2, w: at.w - 32, h: 20 },
        { textAlignHorizontal: 'CENTER', textAutoResize: 'NONE' },
        { fills: [solid(1, 1, 1)] },
      ),
    ]);
  const badge = component(
    'Badge',
    { x: 0, y: 900, w: 80, h: 24 },
    { cornerRadius: 12, fills: [solid(0.9, 0.2, 0.2)] },
    [text('Count', 'New', { x: 8, y: 2, w: 64, h: 20 })],
  );
  const badgeUse = instance(
    'Badge',
    badge.id as string,
    { x: 16, y: 200, w: 80, h: 24 },
    { cornerRadius: 12, fills: [solid(0.9, 0.2, 0.2)] },
    [text('Count', 'New', { x: 8, y: 2, w: 64, h: 20 })],
  );
  const filters = button('Filters', { x: 16, y: 120, w: 120, h: 40 }, {});
  const help = text(
    'Help',
    'Help',
    { x: 16, y: 240, w: 60, h: 20 },
    { textDecoration: 'UNDERLINE' },
  );
  const toggle = frame(
    'Favourite',
    { x: 16, y: 280, w: 40, h: 40 },
    { fills: [solid(0.95, 0.9, 0.6)] },
  );
  const next = button('Continue', { x: 16, y: 560, w: 328, h: 48 }, {});
  const home = frame('Browse', { w: 360, h: 640 }, { fills: [solid(1, 1, 1)] }, [
    text('Title', 'Browse', { x: 16, y: 32, w: 200, h: 32 }, { fontSize: 24 }),
    filters,
    badgeUse,
    help,
    toggle,
    next,
  ]);
  const sort = button('Sort instead', { x: 16, y: 24, w: 160, h: 40 }, {});
  const apply = button('Apply', { x: 200, y: 24, w: 120, h: 40 }, {});
  const sheet = frame(
    'Filters sheet',
    { x: 400, w: 360, h: 200 },
    {
      cornerRadius: 28,
      fills: [solid(0.96, 0.94, 0.98)],
      overlayPositionType: 'BOTTOM_CENTER',
      overlayBackgroundInteraction: 'CLOSE_ON_CLICK_OUTSIDE',
    },
    [sort, apply],
  );
  const done = button('Done', { x: 16, y: 24, w: 120, h: 40 }, {});
  const sortSheet = frame(
    'Sort sheet',
    { x: 800, w: 360, h: 160 },
    { cornerRadius: 28, fills: [solid(0.96, 0.94, 0.98)], overlayPositionType: 'BOTTOM_CENTER' },
    [done],
  );
  const summary = frame('Summary', { x: 1200, w: 360, h: 640 }, { fills: [solid(1, 1, 1)] }, [
    text('Title', 'Summary', { x: 16, y: 32, w: 200, h: 32 }, { fontSize: 24 }),
  ]);
  const id = (n: FigmaJson): string => n.id as string;
  Object.assign(filters, tap(to(id(sheet), 'OVERLAY')));
  Object.assign(sort, tap(to(id(sortSheet), 'SWAP')));
  Object.assign(apply, tap({ type: 'CLOSE' }));
  Object.assign(done, tap({ type: 'CLOSE' }));
  Object.assign(help, tap({ type: 'URL', url: 'https://example.com/help' }));
  Object.assign(toggle, tap(to(id(toggle), 'CHANGE_TO')));
  Object.assign(next, tap(to(id(summary), 'SWAP')));
  // A tap on a layer inside the instance: drawn by the component's function, so it cannot be wired.
  Object.assign((badgeUse.children as FigmaJson[])[0] as FigmaJson, tap(to(id(summary))));
  const file = fileResponse('Catalog', [home, sheet, sortSheet, summary, badge], {
    components: { [id(badge)]: { key: 'badge', name: 'Badge' } },
  });
  return {
    file,
    ids: {
      home: id(home),
      sheet: id(sheet),
      sortSheet: id(sortSheet),
      summary: id(summary),
      page: '0:1',
    },
  };
}

/** Flows: golden outputs of whole flows (screens, the navigation graph, the theme). */
export const flowCases: GoldenCase[] = [
  [
    'flow-four-frames',
    {
      given: () => flowFixture().file,
      options: { flow: ['1:35'] },
      want: [
        'composable<SignInRoute>',
        'dialog<DeleteOrderRoute>',
        'onSignInClick = { navController.navigate(OrdersRoute) }',
        'onBackClick = { navController.popBackStack() }',
        'onDeleteOrderClick = { navController.navigate(DeleteOrderRoute) }',
        'onCancelClick = { navController.popBackStack() }',
        'var email by rememberSaveable { mutableStateOf("") }',
        'startDestination = SignInRoute',
        '.clickable(onClick = onOrder1024Click)',
      ],
      warnings: ['prototype-link', 'dependency'],
    },
  ],
  [
    'flow-sheets-and-actions',
    {
      given: () => sheetsFlow().file,
      options: { flow: ['1:23', '0:1'] },
      want: [
        'var showFiltersSheet by rememberSaveable { mutableStateOf(false) }',
        'showFiltersSheet = false\n',
        'onFiltersClick = { showFiltersSheet = true }',
        'ModalBottomSheet(',
        'onHelpClick = { uriHandler.openUri("https://example.com/help") }',
        'popUpTo<BrowseRoute> { inclusive = true }',
        'showSortSheet = true',
      ],
      warnings: ['prototype-link', 'prototype-action'],
    },
  ],
];
