/**
 * Budget (issue 4): the first load of /login must stay under 200 KB of gzipped JavaScript, and antd's runtime
 * (ConfigProvider, CSS-in-JS, theme) alone costs tens of KB. So the entry chunk carries no antd: the login page and
 * the loading screen are plain HTML styled with the same theme, and every antd screen is a lazy chunk that loads
 * together with the antd configuration (Italian locale, theme, dayjs 'it') and renders inside it.
 */
import { lazy, type ComponentType } from 'react';

type ScreenModule<P> = { default: ComponentType<P> };

export function lazyAntdScreen<P extends object = object>(load: () => Promise<ScreenModule<P>>) {
  return lazy(async () => {
    const [{ AppConfigProvider }, screen] = await Promise.all([import('./app-config-provider'), load()]);
    const Screen = screen.default;
    function AntdScreen(props: P) {
      return (
        <AppConfigProvider>
          <Screen {...props} />
        </AppConfigProvider>
      );
    }
    return { default: AntdScreen };
  });
}
