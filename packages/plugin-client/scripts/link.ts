/**
 * Links this terminal to an account, the way the Figma plugin does, with no Figma needed:
 *   npm run link -w @app/plugin-client -- http://localhost:3000
 * Opens nothing itself: it prints the link page to open in a browser, polls until the link
 * is complete, then reads the signed-in account's own profile with the plugin's session.
 */
import { PluginAuthClient, memoryStorage } from '../src/plugin-auth-client';

const apiUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const configJs = await (await fetch(`${apiUrl}/runtime-config.js`)).text();
const anonKey = /"anonKey":"([^"]+)"/.exec(configJs)?.[1];
if (!anonKey) {
  console.error(`No anon key in ${apiUrl}/runtime-config.js: is the product running there?`);
  process.exit(1);
}
const client = new PluginAuthClient({ apiUrl, anonKey, storage: memoryStorage() });
const session = await client.signIn((url) => {
  console.log(
    `Open this page in your browser to link the plugin (valid for 10 minutes):\n\n  ${url}\n`,
  );
  console.log('Waiting for the link to complete...');
});
console.log(`Signed in as ${session.user.email ?? session.user.id}.`);
const headers = (await client.authHeaders())!;
const profile = await fetch(`${apiUrl}/rest/v1/profiles?select=id,subscription_tier`, { headers });
console.log('Own profile, read with the plugin session:', await profile.json());
