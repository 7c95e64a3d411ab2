import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from './support.js';

describe('GET /api/health', () => {
  const dir = mkdtempSync(join(tmpdir(), 'comments-health-'));
  const app = buildApp(testConfig(join(dir, 'comments.sqlite')));
  beforeAll(() => app.ready());
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers ok once the database answers', async () => {
    const response = await request(app.server).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});
