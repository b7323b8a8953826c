import type { GenerationFlow } from '@app/shared/generate';

/** A screen of a flow as the generator describes it. */
export const screen = (
  nodeId: string,
  name: string,
  presentation: 'screen' | 'dialog' | 'bottom-sheet' = 'screen',
) => ({
  nodeId,
  name,
  presentation,
  function: name.replace(/\W/g, ''),
  file: `java/com/example/${name.replace(/\W/g, '')}.kt`,
});

/** The checkout flow as the generator describes it: navigate, back, an overlay and its close. */
export const checkout: GenerationFlow = {
  navHost: { function: 'ShopNavHost', file: 'java/com/example/ShopNavHost.kt' },
  start: '1:13',
  screens: [
    screen('1:13', 'Sign in'),
    screen('1:18', 'Orders'),
    screen('1:25', 'Order details'),
    screen('1:32', 'Delete order?', 'dialog'),
  ],
  links: [
    { from: '1:13', layer: { id: '1:11', name: 'Sign in' }, action: 'navigate', to: '1:18' },
    { from: '1:18', layer: { id: '1:16', name: 'Order 1024' }, action: 'navigate', to: '1:25' },
    { from: '1:25', layer: { id: '1:20', name: 'Back' }, action: 'back' },
    {
      from: '1:25',
      layer: { id: '1:22', name: 'Delete order' },
      action: 'open-overlay',
      to: '1:32',
    },
    { from: '1:32', layer: { id: '1:27', name: 'Cancel' }, action: 'close-overlay' },
    { from: '1:32', layer: { id: '1:29', name: 'Delete' }, action: 'navigate', to: '1:18' },
  ],
  outside: [
    {
      from: '1:13',
      layer: { id: '1:9', name: 'Forgot password?' },
      destinationId: '1:34',
      destinationName: 'Reset password',
    },
  ],
};
