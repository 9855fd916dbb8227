// Development: the API server restarting on change, the host site with hot reload, and the example sites.
import { spawn } from 'node:child_process';
import { serveExamples } from '../examples/serve.mjs';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--conditions=source', '--watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DEV_ENDPOINTS: '1',
      EMBED_ORIGINS: process.env.EMBED_ORIGINS ?? 'http://localhost:8081,http://localhost:8082,http://localhost:5173',
    },
  }),
  spawn('npx', ['vite', '--config', 'host-site/vite.config.ts'], { stdio: 'inherit' }),
];
const examples = serveExamples({ casinoOrigin: 'http://localhost:8080', partnerPort: 8081, bettingPort: 8082 });
console.log('\n  Site (hot reload) http://localhost:5173   API http://localhost:8080   examples :8081 :8082\n');

function stop() {
  examples.close();
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
