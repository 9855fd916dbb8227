// Serves the reference casino (API + built site + script-tag bundles) and the two example sites.
// Run by `npm start` after `npm run build`.
import { spawn } from 'node:child_process';
import { serveExamples } from '../examples/serve.mjs';

const port = Number(process.env.PORT ?? 8080);
const partnerPort = Number(process.env.PARTNER_PORT ?? 8081);
const bettingPort = Number(process.env.BETTING_PORT ?? 8082);
const casinoOrigin = `http://localhost:${port}`;
// The demo reads its emails in the dev mailbox; DEV_ENDPOINTS=0 turns the dev endpoints off, production never has them.
const devEndpoints = process.env.DEV_ENDPOINTS ?? (process.env.NODE_ENV === 'production' ? '0' : '1');
const devEndpointsOn = ['1', 'true', 'yes', 'on'].includes(devEndpoints.trim().toLowerCase());

const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    DEV_ENDPOINTS: devEndpoints,
    EMBED_ORIGINS: process.env.EMBED_ORIGINS ?? `http://localhost:${partnerPort},http://localhost:${bettingPort}`,
  },
});
const examples = serveExamples({ casinoOrigin, partnerPort, bettingPort });

console.log(`
  Reference casino   ${casinoOrigin}
  Dev endpoints      ${devEndpointsOn ? `ON for this machine only: mailbox ${casinoOrigin}/dev/mailbox, simulated crypto chain (DEV_ENDPOINTS=0 turns them off)` : 'off (DEV_ENDPOINTS=1 turns them on)'}
  Partner page       http://localhost:${partnerPort}   (script tag + custom elements)
  Betting site       http://localhost:${bettingPort}   (iframe + bridge)
  Demo sign-in       eur@casino.test / Password123 (more in server/README.md)
`);

function stop() {
  examples.close();
  server.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  examples.close();
  process.exit(code ?? 0);
});
