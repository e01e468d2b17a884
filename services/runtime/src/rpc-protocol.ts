import type { Actor } from '@courtage/contracts/define';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@courtage/contracts/errors';
import { Type } from '@sinclair/typebox';

export const REPLY_TO = 'amq.rabbitmq.reply-to';
export const DEFAULT_TIMEOUT_MS = 5_000;

export type RpcRequestBody = {
  type: string;
  version: number;
  data: unknown;
  meta: { correlationId: string; actor: Actor };
};

export type RpcReplyBody = { ok: true; data: unknown } | { ok: false; error: ErrorBody };

export const REQUEST_BODY = Type.Object({
  type: Type.String({ minLength: 1 }),
  version: Type.Integer({ minimum: 1 }),
  data: Type.Unknown(),
  meta: Type.Object({
    correlationId: Type.String({ minLength: 1 }),
    actor: Type.Object({
      kind: Type.Union([Type.Literal('visitor'), Type.Literal('customer'), Type.Literal('admin')]),
      id: Type.Optional(Type.String()),
      role: Type.Optional(Type.String()),
      address: Type.Optional(Type.String({ maxLength: 64 })),
    }),
  }),
});

export const REPLY_BODY = Type.Union([
  Type.Object({ ok: Type.Literal(true), data: Type.Unknown() }),
  Type.Object({
    ok: Type.Literal(false),
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      details: Type.Optional(Type.Unknown()),
    }),
  }),
]);

export function rpcQueue(service: string): string {
  return `${service}.rpc`;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}
