/** The documentation page's title and description: set by the page, and written into its prerendered head. */
export const DOCS_TITLE = 'Documentation';
export const DOCS_DESCRIPTION =
  'How to install the FrameToCode Figma plugin, generate Kotlin and Jetpack Compose code, integrate it into an Android project, and fix common problems.';
