import { Type, type Static } from 'typebox';

/** GET /api/health of each service: 200 `ok` once its database answers, 503 `unavailable` otherwise. */
export const HealthResponse = Type.Object({ status: Type.Enum(['ok', 'unavailable']) });
export type HealthResponse = Static<typeof HealthResponse>;
