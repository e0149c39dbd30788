import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { DocumentHead } from './components/DocumentHead';
import { NavigationKitContext } from './components/navigationKit';
import { routerNavigationKit } from './components/routerNavigationKit';
import { SettingsContext } from './components/useSettings';
import { siteApiOf } from './siteApi';

export async function rootLoader({ context }: LoaderFunctionArgs) {
  return { settings: await siteApiOf(context).site.settings() };
}

/** Settings do not change between navigations, so the root loader runs once per page load. */
export const shouldRevalidateRoot = () => false;

function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function RootLayout() {
  const navigation = useNavigation();
  const { settings } = useLoaderData<typeof rootLoader>();
  return (
    <SettingsContext.Provider value={settings}>
      <NavigationKitContext.Provider value={routerNavigationKit}>
        <DocumentHead />
        <ScrollToTop />
        <div
          role="progressbar"
          aria-label="Loading page"
          aria-hidden={navigation.state === 'idle'}
          className={`fixed inset-x-0 top-0 z-50 h-0.5 bg-orange-500 transition-opacity ${navigation.state === 'idle' ? 'opacity-0' : 'animate-pulse opacity-100'}`}
        />
        <Outlet />
      </NavigationKitContext.Provider>
    </SettingsContext.Provider>
  );
}
