/** The sign-in page's title and description: set by the page, and written into its prerendered head. */
export const LOGIN_TITLE = 'Sign in';
export const LOGIN_DESCRIPTION =
  'Sign in to FrameToCode to generate Jetpack Compose code from your Figma designs.';
