import { Type } from '@sinclair/typebox';

/** The body of every error answer, for the OpenAPI document. */
export const ErrorResponseSchema = Type.Object(
  {
    code: Type.String({
      description: 'Code stable, par exemple VALIDATION_FAILED, NOT_FOUND, RATE_LIMITED.',
    }),
    message: Type.String({ description: 'Message en français, affichable tel quel.' }),
    // Left open so that a service's details are never mangled by the serializer.
    details: Type.Optional(
      Type.Unknown({ description: 'Pour VALIDATION_FAILED : liste de { field, message }.' }),
    ),
  },
  { $id: 'ErrorResponse' },
);

/** The error answers of a route behind a sign-in that calls a service (OpenAPI responses). */
export const AUTHENTICATED_ROUTE_ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
