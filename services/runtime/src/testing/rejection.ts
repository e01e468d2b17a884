/** The error `promise` rejects with (an RPC's AppError reply), or a failure when it resolves. */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string; details?: unknown };
  }
  throw new Error('expected a rejection');
}
