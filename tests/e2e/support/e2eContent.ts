import { join, resolve } from 'node:path';
import { ports } from '../../playwright.config.js';

const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * The e2e stack's content folder (its SITE_CONTENT_DIR): a copy made for the run beside its data, never the school's
 * own site-content/, which office-publishing.spec.ts writes into through the console and by hand.
 */
export const e2eContentDir = join(repoRoot, `build/e2e-${ports.http - 80}/site-content`);
export const schoolsOwnContentDir = join(repoRoot, 'site-content');
