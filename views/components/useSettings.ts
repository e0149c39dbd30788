import { useRouteLoaderData } from 'react-router-dom';
import type { PublicSettings } from '../../domain/site/settings';
import type { rootLoader } from '../RootLayout';

/** Site-wide settings loaded once by the root route. */
export function useSettings(): PublicSettings {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('useSettings() needs the root route loader');
  return data.settings;
}
