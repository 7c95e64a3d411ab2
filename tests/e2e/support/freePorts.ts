import { createServer, type Server } from 'node:net';
import type { OwnStackPorts } from './ownStack.js';

/**
 * Ports that no process on this machine listens on now, chosen by the kernel (a listen on port 0). A spec that runs
 * servers of its own (a second stack, an nginx in front) takes its ports here, so two specs running side by side in
 * two workers never meet on one port, and no list of ports is kept by hand. The suite's own stack keeps the fixed
 * ports of tests/playwright.config.ts (E2E_PORT_BASE), which other programs are told before it starts.
 */
export async function freePorts(count: number): Promise<number[]> {
  // Every socket stays open until all have a port, so one call never gets the same port twice.
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((listening, fail) => {
        server.once('error', fail);
        server.listen(0, '127.0.0.1', listening);
      });
    }
    return servers.map((server) => {
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('a listening socket has no port');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  }
}

export async function freePort(): Promise<number> {
  const [port] = (await freePorts(1)) as [number];
  return port;
}

/** Every port of a second stack (support/ownStack.ts). */
export async function ownStackPorts(): Promise<OwnStackPorts> {
  const [http, payment, comments, sandbox, khaltiSandbox, office, mailSmtp, mailHttp] = (await freePorts(8)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { http, payment, comments, sandbox, khaltiSandbox, office, mailSmtp, mailHttp };
}
