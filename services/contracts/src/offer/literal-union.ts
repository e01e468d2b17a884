import { type TLiteral, type TUnion, Type } from '@sinclair/typebox';

/**
 * A union of string literals whose static type is the union of the values (not `string`). Free of
 * side effects for bundlers: an island importing a module for its constants drops its unused schemas.
 */
/*#__NO_SIDE_EFFECTS__*/
export function literalUnion<const T extends readonly string[]>(values: T): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<TLiteral<T[number]>[]>;
}
