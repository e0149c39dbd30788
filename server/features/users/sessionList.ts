import type { AccountSession } from '../../../domain/users/contract';
import { deviceOf } from '../../../domain/users/device';
import type { Caller } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { authService } from '../auth/service';

/** The viewer's sessions as /account/settings lists them: the current one first, then by last seen. */
export async function sessionList(platform: Platform, viewer: Caller): Promise<AccountSession[]> {
  const list = (await authService(platform).sessionsOf(viewer.userId)).map((session) => ({
    id: session.id,
    device: deviceOf(session.userAgent),
    current: session.id === viewer.sessionId,
    signedInAt: session.createdAt.toISOString(),
    lastSeenAt: session.updatedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  }));
  return list.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}
