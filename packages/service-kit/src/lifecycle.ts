/** What a service's server.ts does around buildApp(): refuse bad settings, listen, stop cleanly on a signal. */
import type { FastifyInstance } from 'fastify';
import type { ConfigResult } from './settings.js';

/** The settings; or, when any is wrong, every problem printed and exit 1 before anything starts. */
export function settingsOrExit<Config>(service: string, loaded: ConfigResult<Config>): Config {
  if (loaded.ok) return loaded.config;
  for (const error of loaded.errors) console.error(`${service}: ${error}`);
  console.error(`${service}: not started; fix the settings above (see .env.example).`);
  process.exit(1);
}

export interface ServeOptions {
  service: string;
  host: string;
  port: number;
  /** Builds the app (opens the database): a failure is printed and exits 1. */
  build(): FastifyInstance;
}

/**
 * Builds and listens. SIGINT/SIGTERM close the app (its onClose hooks stop timers and close the database)
 * and then exit, so Docker and the stack runner stop the service without losing what it acknowledged.
 */
export async function serve(options: ServeOptions): Promise<FastifyInstance> {
  const { service, host, port } = options;
  let app: FastifyInstance;
  try {
    app = options.build();
  } catch (error) {
    return exitWith(`${service}: not started: ${messageOf(error)}`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  try {
    await app.listen({ host, port });
  } catch (error) {
    return exitWith(`${service}: cannot listen on ${host}:${port}: ${messageOf(error)}`);
  }
  return app;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}
