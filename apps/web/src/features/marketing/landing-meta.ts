/** The landing page's title and description: set by the page, and written into its prerendered head. */
export const LANDING_TITLE = 'FrameToCode – Figma designs to Jetpack Compose code';
export const LANDING_DESCRIPTION =
  'FrameToCode turns mobile UI designs in Figma into clean, native Kotlin and Jetpack Compose code. Install the plugin and generate production-ready screens in seconds.';
