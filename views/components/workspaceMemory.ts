import type { WorkspaceMode } from '../../domain/workspace/feedback';

/** Spec section 3: the current project id and current mode are stored locally, and kept across visits. */
const CURRENT_PROJECT_KEY = 'currentProjectId';
const CURRENT_MODE_KEY = 'currentMode';

/** localStorage when there is one (not on the server, not when the browser refuses it). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const workspaceMemory = {
  project: (): string | null => storage()?.getItem(CURRENT_PROJECT_KEY) ?? null,
  mode: (): WorkspaceMode => (storage()?.getItem(CURRENT_MODE_KEY) === 'mentions' ? 'mentions' : 'leads'),
  rememberProject(projectId: string) {
    storage()?.setItem(CURRENT_PROJECT_KEY, projectId);
  },
  rememberMode(mode: WorkspaceMode) {
    storage()?.setItem(CURRENT_MODE_KEY, mode);
  },
  /** Spec section 4: signing out removes the current project id (the token is the server's cookie). */
  forgetProject() {
    storage()?.removeItem(CURRENT_PROJECT_KEY);
  },
};
