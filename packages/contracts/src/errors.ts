import { Type, type Static } from 'typebox';

/** Every error answer of either service, router-level ones included: one sentence in plain words. */
export const ErrorResponse = Type.Object({ message: Type.String() });
export type ErrorResponse = Static<typeof ErrorResponse>;
