import type { Static, TSchema } from '@sinclair/typebox';

/** Who is acting: carried in every RPC's meta and every event's envelope. */
export type Actor = {
  kind: 'visitor' | 'customer' | 'admin';
  id?: string;
  role?: string;
  /** The client's IP address as the gateway saw it (audit trail); absent for internal calls. */
  address?: string;
};

export type RpcDefinition<Req extends TSchema = TSchema, Res extends TSchema = TSchema> = {
  /** The service that answers, i.e. the queue `<service>.rpc`. */
  service: string;
  /** `<service>.<action>`, e.g. `crm.create-contact-query`. */
  type: string;
  version: number;
  request: Req;
  response: Res;
};

export type EventDefinition<Data extends TSchema = TSchema, Type extends string = string> = {
  /**
   * Routing key `<service>.<entity>.<past-tense-verb>`, e.g. `crm.contact-query.received`.
   * Kept literal, so a subscription handling several events narrows its data by `event.type`.
   */
  type: Type;
  version: number;
  data: Data;
};

export type RpcRequest<R extends RpcDefinition> = Static<R['request']>;
export type RpcResponse<R extends RpcDefinition> = Static<R['response']>;
export type EventData<E extends EventDefinition> = Static<E['data']>;

export function defineRpc<Req extends TSchema, Res extends TSchema>(
  def: RpcDefinition<Req, Res>,
): RpcDefinition<Req, Res> {
  return def;
}

export function defineEvent<Data extends TSchema, const Type extends string>(
  def: EventDefinition<Data, Type>,
): EventDefinition<Data, Type> {
  return def;
}
