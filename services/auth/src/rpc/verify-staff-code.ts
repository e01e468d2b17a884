import { verifyStaffCode } from '@courtage/contracts/auth/verify-staff-code.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { checkChallengeAnswer } from '../domain/check-challenge-answer.ts';

/** Staff step 2: the code (email or TOTP) or a recovery code opens the session. */
export function verifyStaffCodeHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(verifyStaffCode, async (input, meta) => checkChallengeAnswer(ctx, input, meta));
}
