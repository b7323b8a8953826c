/** Public facts about the product that several pages and emails cite. */
export const PRODUCT_NAME = 'FrameToCode';
export const SUPPORT_EMAIL = 'support@frametocode.app';
export const SALES_EMAIL = 'sales@frametocode.app';
export const PLUGIN_COMMUNITY_URL =
  'https://www.figma.com/community/plugin/1423871166413379626/frametocode';
export const DISCORD_URL = 'https://discord.gg/frametocode';
export const MICROBLOG_URL = 'https://x.com/frametocode';
export const PROFESSIONAL_NETWORK_URL = 'https://www.linkedin.com/company/frametocode';
export const DEMO_VIDEO_URL = 'https://www.youtube.com/@frametocode';
/** Versions the docs cite and the generator targets. */
export const COMPOSE_COMPILER_EXTENSION_VERSION = '1.5.5';
export const MATERIAL3_VERSION = '1.2.0';
