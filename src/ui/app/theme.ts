/**
 * The antd theme of spec §1: primary #1976d2, secondary pink, border radius 8, touch targets of at least 48 px,
 * breakpoints xs 0 / sm 600 / md 960 / lg 1280 / xl 1920.
 * antd derives no Min/Max breakpoint from an overridden screen size (it checks their order at run time),
 * so every screen token is written out from the one table below.
 */
import type { ThemeConfig } from 'antd';

export const PRIMARY_COLOR = '#1976d2';
/** The secondary accent (antd's preset 'pink' token is set to it, so `token.pink` reads it in components). */
export const SECONDARY_COLOR = '#dc004e';

/** Errors and 'danger' buttons: white text on it keeps WCAG AA contrast. */
export const ERROR_COLOR = '#c62828';

/** Lower bound of each breakpoint in px; xxl/xxxl only keep antd's ascending order above xl. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560, xxxl: 3840 } as const;

function screenTokens() {
  const names = ['XS', 'SM', 'MD', 'LG', 'XL', 'XXL', 'XXXL'] as const;
  const values = Object.values(BREAKPOINTS);
  const tokens: Record<string, number> = {};
  names.forEach((name, i) => {
    tokens[`screen${name}`] = values[i];
    tokens[`screen${name}Min`] = values[i];
    if (i < names.length - 1) tokens[`screen${name}Max`] = values[i + 1] - 1;
  });
  return tokens;
}

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    // antd's default red (#ff4d4f) carries white text at 3:1 only (the Check Out and delete buttons); this
    // Material red reaches 4.5:1, and is the red the status texts already use.
    colorError: ERROR_COLOR,
    pink: SECONDARY_COLOR,
    borderRadius: 8,
    fontSize: 16,
    // Touch targets (WCAG 2.5.5): buttons, inputs and selects at least 48 px high.
    controlHeight: 48,
    controlHeightLG: 56,
    controlHeightSM: 40,
    ...screenTokens(),
  },
};
