import type { Widget } from '../../parse/ir.ts';
import type { Words } from '../../words.ts';

/** The Material3 composables the Compose target draws kit components with. */
export type MaterialComposable =
  | 'Button'
  | 'FilledTonalButton'
  | 'OutlinedButton'
  | 'TextButton'
  | 'ElevatedButton'
  | 'TextField'
  | 'OutlinedTextField'
  | 'Card'
  | 'ElevatedCard'
  | 'OutlinedCard'
  | 'Switch'
  | 'Checkbox'
  | 'RadioButton'
  | 'TopAppBar'
  | 'CenterAlignedTopAppBar'
  | 'NavigationBar'
  | 'FloatingActionButton'
  | 'ExtendedFloatingActionButton'
  | 'AssistChip'
  | 'FilterChip'
  | 'InputChip'
  | 'SuggestionChip'
  | 'HorizontalDivider'
  | 'IconButton'
  | 'FilledIconButton'
  | 'FilledTonalIconButton'
  | 'OutlinedIconButton'
  | 'SmallFloatingActionButton'
  | 'LargeFloatingActionButton'
  | 'ElevatedAssistChip'
  | 'ElevatedFilterChip'
  | 'ElevatedSuggestionChip'
  | 'MediumTopAppBar'
  | 'LargeTopAppBar'
  | 'TriStateCheckbox'
  | 'TabRow'
  | 'ScrollableTabRow'
  | 'Slider'
  | 'LinearProgressIndicator'
  | 'CircularProgressIndicator'
  | 'ModalBottomSheet'
  | 'Surface'
  | 'ListItem'
  | 'AlertDialog';

/** The Material3 composable that draws a widget of the design. */
export function composableOf(widget: Widget): MaterialComposable {
  switch (widget.type) {
    case 'button':
      return (
        {
          filled: 'Button',
          tonal: 'FilledTonalButton',
          outlined: 'OutlinedButton',
          text: 'TextButton',
          elevated: 'ElevatedButton',
        } as const
      )[widget.style];
    case 'text-field':
      return widget.style === 'outlined' ? 'OutlinedTextField' : 'TextField';
    case 'card':
      return ({ filled: 'Card', elevated: 'ElevatedCard', outlined: 'OutlinedCard' } as const)[
        widget.style
      ];
    case 'chip':
      // The kit's input chip has no elevated style in Material3.
      if (widget.elevated && widget.style !== 'input')
        return (
          {
            assist: 'ElevatedAssistChip',
            filter: 'ElevatedFilterChip',
            suggestion: 'ElevatedSuggestionChip',
          } as const
        )[widget.style];
      return (
        {
          assist: 'AssistChip',
          filter: 'FilterChip',
          input: 'InputChip',
          suggestion: 'SuggestionChip',
        } as const
      )[widget.style];
    case 'top-app-bar':
      return (
        {
          small: 'TopAppBar',
          'center-aligned': 'CenterAlignedTopAppBar',
          medium: 'MediumTopAppBar',
          large: 'LargeTopAppBar',
        } as const
      )[widget.style];
    case 'switch':
      return 'Switch';
    case 'checkbox':
      return 'Checkbox';
    case 'tabs':
      return widget.scrollable ? 'ScrollableTabRow' : 'TabRow';
    case 'slider':
      return 'Slider';
    case 'progress':
      return widget.style === 'circular' ? 'CircularProgressIndicator' : 'LinearProgressIndicator';
    case 'bottom-sheet':
      // A standard sheet sits in the layout: a surface with the sheet's shape, colour and drag handle.
      return widget.modal ? 'ModalBottomSheet' : 'Surface';
    case 'radio-button':
      return 'RadioButton';
    case 'navigation-bar':
      return 'NavigationBar';
    case 'fab':
      return (
        {
          small: 'SmallFloatingActionButton',
          regular: 'FloatingActionButton',
          large: 'LargeFloatingActionButton',
        } as const
      )[widget.style];
    case 'extended-fab':
      return 'ExtendedFloatingActionButton';
    case 'divider':
      return 'HorizontalDivider';
    case 'icon-button':
      return (
        {
          standard: 'IconButton',
          filled: 'FilledIconButton',
          tonal: 'FilledTonalIconButton',
          outlined: 'OutlinedIconButton',
        } as const
      )[widget.style];
    case 'list-item':
      return 'ListItem';
    case 'dialog':
      return 'AlertDialog';
  }
}

/** How the Compose target words what becomes of a design's features in warnings. */
export const composeWords: Words = {
  widget: (widget) => `Material3 ${composableOf(widget)}`,
  paragraphSpacing:
    'Paragraph spacing and indent are not applied (Compose Text has no per-paragraph spacing); split the paragraphs into Text calls in a Column if the spacing matters.',
  paintBlendMode: (mode) =>
    `Paint blend mode ${mode} is not supported by Compose modifiers; painted as normal.`,
  gridLayout: 'Grid auto layout is laid out as free positions (Box).',
  unsupportedNode: (type) =>
    `Figma node type ${type} has no Compose equivalent; it is drawn from its exported image when one is supplied.`,
};
