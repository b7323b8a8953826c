import type { Widget } from '../../parse/ir.ts';

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
  | 'ListItem'
  | 'AlertDialog';

/** The Material3 composable that draws a widget of the design. */
export function composableOf(widget: Widget): MaterialComposable {
  switch (widget.type) {
    case 'button':
      return ({ filled: 'Button', tonal: 'FilledTonalButton', outlined: 'OutlinedButton', text: 'TextButton', elevated: 'ElevatedButton' } as const)[widget.style];
    case 'text-field':
      return widget.style === 'outlined' ? 'OutlinedTextField' : 'TextField';
    case 'card':
      return ({ filled: 'Card', elevated: 'ElevatedCard', outlined: 'OutlinedCard' } as const)[widget.style];
    case 'chip':
      return ({ assist: 'AssistChip', filter: 'FilterChip', input: 'InputChip', suggestion: 'SuggestionChip' } as const)[widget.style];
    case 'top-app-bar':
      return widget.style === 'center-aligned' ? 'CenterAlignedTopAppBar' : 'TopAppBar';
    case 'switch':
      return 'Switch';
    case 'checkbox':
      return 'Checkbox';
    case 'radio-button':
      return 'RadioButton';
    case 'navigation-bar':
      return 'NavigationBar';
    case 'fab':
      return 'FloatingActionButton';
    case 'extended-fab':
      return 'ExtendedFloatingActionButton';
    case 'divider':
      return 'HorizontalDivider';
    case 'icon-button':
      return 'IconButton';
    case 'list-item':
      return 'ListItem';
    case 'dialog':
      return 'AlertDialog';
  }
}

/** How the Compose target names a widget in warnings: `Material3 FilledTonalButton`. */
export const widgetName = (widget: Widget): string => `Material3 ${composableOf(widget)}`;
