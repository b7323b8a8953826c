import Bowser from 'bowser';

/**
 * A session's device in words a person recognises ("Chrome on macOS"), from the user agent
 * it signed in with. Figma's desktop app names itself in its user agent; its plugin runs in
 * an Electron frame, which would otherwise read as a browser.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const parser = Bowser.getParser(userAgent.slice(0, 512));
  const os = parser.getOSName();
  const browser = /\bFigma\//.test(userAgent) ? 'Figma desktop app' : parser.getBrowserName();
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}
