import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/app.js';

describe('sandbox health', () => {
  const app = buildSandbox({ logLevel: 'silent' });
  beforeAll(() => app.listen({ host: '127.0.0.1', port: 0 }));
  afterAll(() => app.close());

  it('answers ok', async () => {
    const response = await request(app.server).get('/__sandbox/health');
    expect(response.body).toEqual({ status: 'ok' });
  });
});
