import { PASSWORD_CHANGED_MESSAGE } from '../../../domain/users/messages';
import type { EmailChangeInput, ProfileInput } from '../../../domain/users/settings';
import type { Caller } from '../../core/http/endpointHandlers';
import { perPlatform, type Platform } from '../../core/platform';
import { authService, type RequestOrigin } from '../auth/service';
import { deleteAccount } from './accountDeletion';
import { confirmEmailChange, requestEmailChange } from './emailChange';
import type { PersonalDataHolders } from './personalData';
import { updateProfile } from './profile';
import { sessionList } from './sessionList';

/**
 * What a signed-in person does to their own account (/account/settings): name, password, email address, sessions,
 * and deleting it all, one module each. Confirmations with the current password go through the accounts service,
 * whose sign-in limit also counts wrong passwords typed here.
 */
export function createAccountSettings(platform: Platform) {
  return {
    updateProfile: (viewer: Caller, input: ProfileInput) => updateProfile(platform, viewer, input),
    async changePassword(viewer: Caller, currentPassword: string, newPassword: string, origin: RequestOrigin) {
      await authService(platform).changePassword(viewer, currentPassword, newPassword, origin);
      return { success: true as const, message: PASSWORD_CHANGED_MESSAGE };
    },
    requestEmailChange: (viewer: Caller, input: EmailChangeInput, origin: RequestOrigin) => requestEmailChange(platform, viewer, input, origin),
    confirmEmailChange: (token: string) => confirmEmailChange(platform, token),
    sessions: (viewer: Caller) => sessionList(platform, viewer),
    deleteAccount: (viewer: Caller, currentPassword: string, origin: RequestOrigin, holders: PersonalDataHolders) => deleteAccount(platform, viewer, currentPassword, origin, holders),
  };
}

export const accountSettings = perPlatform(createAccountSettings);
