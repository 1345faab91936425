/**
 * antd in Italian with the app's theme, and dayjs in Italian (dates DD/MM/YYYY, weeks starting on Monday:
 * the 'it' locale of dayjs declares weekStart 1, which antd's date pickers follow).
 * Users who ask their system for reduced motion get antd without animations.
 */
import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import itIT from 'antd/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { appTheme } from './theme';

dayjs.locale('it');

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function AppConfigProvider({ children }: { children: ReactNode }) {
  const theme = useMemo(() => ({ ...appTheme, token: { ...appTheme.token, motion: !prefersReducedMotion() } }), []);
  return (
    <ConfigProvider locale={itIT} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
