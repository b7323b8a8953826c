import { describe, expect, it } from 'vitest';
import { NameScope, camelCase, escapeKeyword, pascalCase, resourceName } from './names.ts';

describe('identifiers from layer names', () => {
  it.each([
    ['Sign in', 'SignIn', 'signIn', 'sign_in'],
    ['primary-button/Large', 'PrimaryButtonLarge', 'primaryButtonLarge', 'primary_button_large'],
    ['HTTPStatus card', 'HttpStatusCard', 'httpStatusCard', 'http_status_card'],
    ['Émoji 🎉 card', 'EmojiCard', 'emojiCard', 'emoji_card'],
    ['404 page', 'Layer404Page', 'layer404Page', 'layer_404_page'],
    ['🎉', 'Layer', 'layer', 'layer'],
  ])('%s', (given, pascal, camel, resource) => {
    expect(pascalCase(given, 'Layer')).toBe(pascal);
    expect(camelCase(given, 'layer')).toBe(camel);
    expect(resourceName(given, 'layer')).toBe(resource);
  });

  it('escapes Kotlin keywords with backticks', () => {
    expect(escapeKeyword('in')).toBe('`in`');
    expect(escapeKeyword('value')).toBe('value');
  });

  it('resolves collisions in the order names are asked for, so runs agree', () => {
    const scope = new NameScope(['Text']);
    expect(scope.claim('Card')).toBe('Card');
    expect(scope.claim('Card')).toBe('Card2');
    expect(scope.claim('Text', 'Screen')).toBe('TextScreen');
    expect(scope.claim('Text', 'Screen')).toBe('TextScreen2');
  });
});
