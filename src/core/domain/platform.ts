/**
 * Reading the browser's identity: phone or not, its system, the device's type and name (docs/behaviour.md,
 * "Navigation" and "The bound device").
 * Pure functions of what the browser reports; the adapter reads navigator/window and passes the values in.
 */
import { MOBILE_MAX_WIDTH } from './constants';

export type PlatformName = 'ios' | 'android' | 'desktop';

export interface PlatformEnv {
  userAgent: string;
  /** navigator.platform, e.g. 'MacIntel', 'Win32', 'iPhone'. */
  platform: string;
  maxTouchPoints: number;
}

export interface PlatformInfo {
  platform: PlatformName;
  isMobile: boolean;
  userAgent: string;
}

/** The common mobile browser keywords. */
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Whether the browser names itself a mobile one: the part of the mobile rule a server can see in a request. */
export const hasMobileUserAgent = (userAgent: string): boolean => MOBILE_UA.test(userAgent);

/** iPadOS 13+ reports itself as a Mac; only its touch points give it away. */
function isIos(env: PlatformEnv): boolean {
  return /iPhone|iPad|iPod/.test(env.userAgent) || (/^Mac/.test(env.platform) && env.maxTouchPoints > 1);
}

const isAndroid = (userAgent: string): boolean => /android/i.test(userAgent);

export function detectPlatform(env: PlatformEnv): PlatformInfo {
  const ios = isIos(env);
  const android = !ios && isAndroid(env.userAgent);
  const platform: PlatformName = ios ? 'ios' : android ? 'android' : 'desktop';
  return { platform, isMobile: ios || android || hasMobileUserAgent(env.userAgent), userAgent: env.userAgent };
}

/** The device kind shown on the access-restricted screen; 'unknown' when the agent names no known system. */
export function detectedDeviceKind(env: PlatformEnv): 'ios' | 'android' | 'desktop' | 'unknown' {
  const { platform } = detectPlatform(env);
  if (platform !== 'desktop') return platform;
  return /Windows|Macintosh|Mac OS|Linux|X11|CrOS/.test(env.userAgent) ? 'desktop' : 'unknown';
}

/** Mobile for the routes: a mobile keyword, OR touch support, OR a viewport of 768 px or less. */
export function isMobileDevice(env: { userAgent: string; hasTouch: boolean; viewportWidth: number }): boolean {
  return hasMobileUserAgent(env.userAgent) || env.hasTouch || env.viewportWidth <= MOBILE_MAX_WIDTH;
}

export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'unknown';

/** iPad tablet; iPhone or Android with Mobile is mobile; other Android tablet; Windows/Mac/Linux desktop. */
export function deviceType(userAgent: string): DeviceType {
  // Order matters: iPhone agents also say "Mac OS X", Android agents also say "Linux".
  if (/iPad/.test(userAgent)) return 'tablet';
  if (/iPhone/.test(userAgent)) return 'mobile';
  if (isAndroid(userAgent)) return /Mobile/.test(userAgent) ? 'mobile' : 'tablet';
  if (/Windows|Mac|Linux/.test(userAgent)) return 'desktop';
  return 'unknown';
}

/**
 * Segments after "Android x;" that are not a model name: old agents put the locale there, Firefox puts
 * 'Mobile'/'Tablet' and 'rv:', and Chrome's reduced agent hides the model behind a constant 'K'.
 */
const NOT_A_MODEL = /^(U|K|wv|Mobile|Tablet|rv:.*|[a-z]{2}([-_][a-z]{2})?)$/i;

/** The model after "Android x;" in the agent, e.g. 'Pixel 8' or 'SM-X700'; null when the agent names none. */
function androidModel(userAgent: string): string | null {
  const inner = /\(([^)]*)\)/.exec(userAgent)?.[1] ?? '';
  const parts = inner.split(';').map((part) => part.trim());
  const androidAt = parts.findIndex((part) => /^Android\b/i.test(part));
  if (androidAt < 0) return null;
  const model = parts
    .slice(androidAt + 1)
    .map((part) => part.replace(/\s*Build\/.*$/, '').trim())
    .find((part) => part !== '' && !NOT_A_MODEL.test(part));
  return model ?? null;
}

/** The device's name: 'iPad', 'iPhone', the Android model or 'Android Device', 'Windows PC', 'Mac', 'Linux PC'. */
export function deviceName(userAgent: string): string {
  if (/iPad/.test(userAgent)) return 'iPad';
  if (/iPhone/.test(userAgent)) return 'iPhone';
  if (isAndroid(userAgent)) return androidModel(userAgent) ?? 'Android Device';
  if (/Windows/.test(userAgent)) return 'Windows PC';
  if (/Mac/.test(userAgent)) return 'Mac';
  if (/Linux/.test(userAgent)) return 'Linux PC';
  return 'Unknown Device';
}
