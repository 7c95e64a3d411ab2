import { buildApp } from './app.js';
import { ConfigError, loadConfig, type ServiceConfig } from './config.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: ServiceConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

let app: ReturnType<typeof buildApp>;
try {
  app = buildApp({
    databasePath: config.databasePath,
    logLevel: config.logLevel,
    rateLimitPerMinute: config.rateLimitPerMinute,
    publicSiteOrigin: config.publicSiteOrigin,
  });
} catch (error) {
  fail(
    `comments-service cannot open its database at '${config.databasePath}' (COMMENTS_DB_PATH): ${(error as Error).message}`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  fail(`comments-service cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
}
