import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/app.js';

describe('sandbox health', () => {
  const app = buildSandbox({ logLevel: 'silent' });
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('answers ok', async () => {
    const response = await request(app.server).get('/__sandbox/health');
    expect(response.body).toEqual({ status: 'ok' });
  });
});
