import type { ContentCollectionName, ContentProblem } from '@school/contracts';

/** A content request's result: the answer, or its status with the server's message and (400) its problems. */
export type ContentResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; message?: string; problems?: ContentProblem[] };

/**
 * PUT and DELETE with a JSON body (lib/api.ts has neither): a refused save's answer carries its problems, each at
 * its field, which the editor shows beside that field. Never throws; status 0 is no answer at all.
 */
export async function sendContentJson<T>(
  method: 'PUT' | 'DELETE',
  path: string,
  body: unknown,
): Promise<ContentResult<T>> {
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(path, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return { ok: false, status: 0 };
  }
  if (response.ok && data !== undefined) return { ok: true, status: response.status, data: data as T };
  const answer = typeof data === 'object' && data !== null ? (data as { message?: unknown; problems?: unknown }) : {};
  return {
    ok: false,
    status: response.status,
    ...(typeof answer.message === 'string' ? { message: answer.message } : {}),
    ...(Array.isArray(answer.problems) ? { problems: answer.problems as ContentProblem[] } : {}),
  };
}

export const contentPath = (collection: string, name: string) =>
  `/api/office/content/${collection}/${encodeURIComponent(name)}`;

/** A content file's path as written (`../images/x.jpg`) → the console's route that serves it back. */
export function storedFileAddress(path: string): string | undefined {
  const match = /(?:^|\/)(images|files)\/([A-Za-z0-9][A-Za-z0-9._-]*)$/.exec(path);
  return match ? `/api/office/content/files/${match[1]}/${match[2]}` : undefined;
}

/**
 * The collections the console edits, and an entry's name, as packages/contracts/src/officeContent.ts says them (the
 * console takes only types from @school/contracts; contentApi.test.ts checks these are the contract's).
 */
export const entryCollections = [
  'news',
  'notices',
  'exams',
  'vacancies',
] as const satisfies readonly ContentCollectionName[];
export const entryNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
